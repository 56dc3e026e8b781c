import { z } from "zod";

/** Answers of our own API, parsed in the browser like any other outside input. */
export const apiErrorAnswer = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const modelsAnswer = z.object({ models: z.array(z.string()) });

/** Reads an error answer; anything unreadable counts as an error without field messages. */
export async function readApiError(response: Response) {
  const parsed = apiErrorAnswer.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : { error: `HTTP ${response.status}` };
}
