import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type ChatReplyBody, chatReplyBodySchema, type StrikeAnswer } from "#app/domain/chat/api-schemas";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { API_LIMITS } from "#app/domain/constants";
import { sessionIdSchema } from "#app/domain/page-context";
import type { ChatQuoteAnswer } from "#app/domain/quotes/check-view";
import { appConfig } from "#worker/config.server";
import { chatFlowContext } from "#worker/services/chat/context.server";
import { createChatLead, updateChatLead, type ChatLeadOutcome } from "#worker/services/chat/leads.server";
import { countSessionStrike, countStrike, type StrikeOutcome } from "#worker/services/chat/strikes.server";
import { chatReply, classifyFollowUp, workersAi } from "#worker/services/chat/replies.server";
import { storeChatQuote } from "#worker/services/quotes/uploads.server";
import { chatQuoteAnswer } from "#worker/services/quotes/check-views.server";
import { quoteFollowUp } from "#worker/services/quotes/follow-up.server";
import { chatLeadAccess } from "#worker/services/chat/lead-tokens.server";
import { chatUploadAccess } from "#worker/services/chat/upload-access.server";
import { requestFacts } from "#worker/services/leads/context.server";
import type { AppEnv } from "./app-env";
import { jsonBodyLimit, jsonError, outcomeResponse, rateLimited, readJson, valid } from "./http";

const chatBodyLimit = bodyLimit({ maxSize: API_LIMITS.maxChatBodyBytes, onError: () => jsonError(413, "Request body too large") });
// The file, and as much again as a chat save for the multipart framing and the session id.
const uploadLimit = bodyLimit({
  maxSize: CHAT_LIMITS.maxUploadBytes + API_LIMITS.maxChatBodyBytes,
  onError: () => jsonError(413, CHAT_MESSAGES.uploadSize),
});

function leadResponse(env: Env, outcome: ChatLeadOutcome | StrikeOutcome) {
  switch (outcome.status) {
    case "created":
      return Response.json({ id: outcome.id, token: outcome.token, page: outcome.page }, { status: 201 });
    case "updated":
      return Response.json({ ok: true, page: outcome.page });
    case "counted":
      return Response.json({ strikes: outcome.strikes, ended: outcome.ended } satisfies StrikeAnswer);
    case "invalid":
      return jsonError(400, "Please correct the highlighted answers.", outcome.fields);
    case "stale":
      // An expired or used form token: the page's next one comes with the answer.
      return outcomeResponse({ ok: false, fields: { _: chatFlowContext(env).t("form.error.formExpired") }, formToken: outcome.formToken });
    case "ended":
      // SPEC §8: the three-strike ending stands for this conversation. Its own status,
      // so the browser never takes another refusal (the origin check's 403) for it.
      return jsonError(409, CHAT_MESSAGES.ended(chatFlowContext(env).phoneDisplay));
    case "forbidden":
      return jsonError(403, "This conversation cannot be updated without its token.");
    case "not-found":
      return jsonError(404, "Not found");
  }
}

const bearer = (header: string | undefined) => header?.replace(/^Bearer\s+/i, "");

/**
 * Without the reply service, a follow-up about something the chat's quote check flagged is answered
 * with that flag and its source; the browser's canned replies cover the rest.
 */
async function fromQuoteCheck(env: Env, body: ChatReplyBody, authorization: string | undefined): Promise<string | null> {
  if (body.questionContext !== "followUp" || !body.leadId) return null;
  if ((await chatLeadAccess(env, body.leadId, bearer(authorization))) !== "ok") return null;
  return quoteFollowUp(env, body.leadId, body.answerValue, body.language);
}

export const chatApi = new Hono<AppEnv>()
  .post("/", jsonBodyLimit, rateLimited("chat-replies"), valid("json", chatReplyBodySchema), async (c) => {
    const body = c.req.valid("json");
    const ai = workersAi(c.env);
    if (body.questionContext === "followUpAnalysis") return c.json(await classifyFollowUp(ai, body.answerValue));
    const response =
      (await chatReply(ai, appConfig(c.env).BRAND_NAME, body)) ?? (await fromQuoteCheck(c.env, body, c.req.header("authorization")));
    return response ? c.json({ response }) : c.json({ error: "Reply service unavailable" }, 503);
  })
  .post("/leads", chatBodyLimit, rateLimited("chat-leads"), async (c) =>
    leadResponse(c.env, await createChatLead(c.env, await readJson(c), requestFacts(c.req.raw))),
  )
  .patch("/leads/:id", chatBodyLimit, async (c) =>
    leadResponse(c.env, await updateChatLead(c.env, c.req.param("id"), bearer(c.req.header("authorization")), await readJson(c))),
  )
  .post("/strikes", chatBodyLimit, rateLimited("chat-leads"), async (c) =>
    leadResponse(c.env, await countSessionStrike(c.env, await readJson(c), requestFacts(c.req.raw))),
  )
  .post("/leads/:id/strikes", chatBodyLimit, async (c) =>
    leadResponse(c.env, await countStrike(c.env, c.req.param("id"), bearer(c.req.header("authorization")), await readJson(c))),
  )
  // What became of the lead's uploaded quote: the chat asks with its token for a few seconds after the upload.
  .get("/leads/:id/quote-check", async (c) => {
    const id = c.req.param("id");
    const access = await chatLeadAccess(c.env, id, bearer(c.req.header("authorization")));
    if (access !== "ok") return leadResponse(c.env, { status: access });
    c.header("cache-control", "private, no-store");
    return c.json((await chatQuoteAnswer(c.env, id)) satisfies ChatQuoteAnswer);
  })
  .post("/uploads", uploadLimit, rateLimited("chat-uploads"), async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    const sessionId = sessionIdSchema.safeParse(form?.get("sessionId"));
    if (!(file instanceof File) || !sessionId.success) return jsonError(400, CHAT_MESSAGES.uploadType);
    // Only the chat's own lead with its token, or the page's form token for a session with a lead, uploads,
    // and at most so many times a session either way.
    const access = await chatUploadAccess(c.env, sessionId.data, {
      leadToken: bearer(c.req.header("authorization")),
      leadId: form?.get("leadId"),
      formToken: form?.get("formToken"),
    });
    if (access === "unauthorized") return jsonError(401, CHAT_MESSAGES.uploadUnauthorized);
    if (access === "forbidden") return jsonError(403, CHAT_MESSAGES.uploadForbidden);
    // The session's quota is claimed before the file is stored; the reading is queued with it, and the
    // chat asks for the result with its token.
    const outcome = await storeChatQuote(c.env, file, sessionId.data);
    if (!outcome.ok) return c.json({ error: outcome.error }, outcome.status);
    return c.json({ path: outcome.path });
  });
