import { z } from "zod/mini";

// Answers of our own API, parsed in the browser like any other outside input. zod/mini keeps the
// browser bundle small; the server-side schemas use the full zod API. The browser loads this module
// with its first request, not with the page (app/components/load-api-answers.ts).

/** `formToken`: the token a lead form sends next, when the answer brings one. */
export const apiErrorAnswer = z.object({
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  formToken: z.optional(z.string()),
});

/** `receipt`: the thank-you view's link to the request just made (docs/decisions/052), a path on our own site. */
export const formSuccessAnswer = z.object({
  ok: z.literal(true),
  formToken: z.optional(z.string()),
  receipt: z.optional(z.string().check(z.regex(/^\/(es\/mi|my)\/r[\w.-]+$/))),
});

export const modelsAnswer = z.object({ models: z.array(z.string()) });

/** The chat's answers: a created lead and its key, the server's strike count, a reply, an uploaded quote. */
/** `page`: the chat lead's private page (docs/decisions/052), a path on our own site, for the chat's last message. */
export const chatLeadCreatedAnswer = z.object({
  id: z.string(),
  token: z.string(),
  page: z.optional(z.string().check(z.regex(/^\/(es\/mi|my)\/[\w.-]+$/))),
});
export const chatLeadSavedAnswer = z.object({
  ok: z.literal(true),
  page: z.optional(z.string().check(z.regex(/^\/(es\/mi|my)\/[\w.-]+$/))),
});
export const strikeCountAnswer = z.object({ strikes: z.number(), ended: z.boolean() });
export const chatReplyAnswer = z.object({ response: z.string() });
export const quoteUploadAnswer = z.object({ path: z.string() });

/** What became of an uploaded quote: not yet, or the summary with its sources (links to https pages only). */
export const quoteCheckAnswer = z.union([
  z.object({ status: z.literal("pending") }),
  z.object({
    status: z.literal("done"),
    summary: z.object({
      text: z.string(),
      note: z.nullable(z.string()),
      sources: z.array(z.object({ label: z.string(), url: z.string().check(z.regex(/^https:\/\//)) })),
    }),
  }),
]);

/** Reads an error answer; anything unreadable counts as an error without field messages. */
export async function readApiError(response: Response) {
  const parsed = apiErrorAnswer.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : { error: `HTTP ${response.status}` };
}
