import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { API_LIMITS } from "#app/domain/constants";
import type { QuoteUploadNotice } from "#app/domain/quotes/messages";
import { uploadAdvisorQuote } from "#worker/services/quotes/advisor-upload.server";
import { leadQuotePath } from "#worker/services/quotes/check-views.server";
import { dealerQuoteResponse } from "#worker/services/quotes/quote-response.server";
import type { AdminEnv } from "./app-env";
import { jsonError } from "./http";

const uploadLimit = bodyLimit({
  maxSize: CHAT_LIMITS.maxUploadBytes + API_LIMITS.maxChatBodyBytes,
  onError: () => jsonError(413, CHAT_MESSAGES.uploadSize),
});

const NOTICE_OF_STATUS = { 400: "type", 413: "size", 500: "failed" } as const satisfies Record<number, QuoteUploadNotice>;

/**
 * /admin/api/leads/:id/quotes: an advisor uploads a quote the buyer emailed (a plain form that works
 * without JavaScript, answered by a redirect back to the lead's page with how it went), and opens any
 * of the lead's quotes as the sandboxed file the chat's quote is served as.
 */
export const adminQuotesApi = new Hono<AdminEnv>()
  .post("/:id/quotes", uploadLimit, async (c) => {
    const id = c.req.param("id");
    const back = (notice: QuoteUploadNotice) => c.redirect(`/admin/leads/${encodeURIComponent(id)}?quote=${notice}#quote-check`, 303);
    const file = (await c.req.formData().catch(() => null))?.get("file");
    if (!(file instanceof File)) return back("type");
    const outcome = await uploadAdvisorQuote(c.env, c.get("advisor").id, id, file);
    if (outcome.ok) return back("uploaded");
    return outcome.status === 404 ? jsonError(404, "Not found") : back(NOTICE_OF_STATUS[outcome.status]);
  })
  .get(
    "/:id/quotes/:checkId",
    async (c) =>
      (await dealerQuoteResponse(c.env, await leadQuotePath(c.env, c.req.param("id"), c.req.param("checkId")))) ??
      jsonError(404, "Not found"),
  );
