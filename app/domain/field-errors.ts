import type { z } from "zod";

/** The first message of each top-level field, the shape of every 400 answer and of the forms' error state. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
