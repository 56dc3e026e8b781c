import { z } from "zod/mini";

// Answers of our own API, parsed in the browser like any other outside input. zod/mini keeps the
// browser bundle small; the server-side schemas use the full zod API.

/** `formToken`: the token a lead form sends next, when the answer brings one (issue 13, item 4). */
export const apiErrorAnswer = z.object({
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  formToken: z.optional(z.string()),
});

export const formSuccessAnswer = z.object({ ok: z.literal(true), formToken: z.optional(z.string()) });

export const modelsAnswer = z.object({ models: z.array(z.string()) });

/** Reads an error answer; anything unreadable counts as an error without field messages. */
export async function readApiError(response: Response) {
  const parsed = apiErrorAnswer.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : { error: `HTTP ${response.status}` };
}
