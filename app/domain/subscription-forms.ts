// The pages' form input, parsed on the server only: kept apart from subscription-pages.ts so the pages'
// browser bundle carries their words without zod.
import { z } from "zod";
import type { MessageKey } from "#app/i18n/messages/en";
import { API_LIMITS } from "./constants";
import { normalizeEmail } from "./email";

/** A link's token as the pages receive it (query string or hidden field); anything longer is not ours. */
const linkTokenSchema = z.string().max(200);

/** The token a page was given, or null for anything that cannot be one. */
export function linkTokenOf(value: unknown): string | null {
  const token = linkTokenSchema.safeParse(value);
  return token.success ? token.data : null;
}

/**
 * The by-address form: any address-shaped input is accepted, so nobody learns whether it was subscribed. Its
 * messages are catalogue keys, said in the page's language (field-errors.ts).
 */
export const unsubscribeAddressSchema = z
  .string({ error: "form.error.emailRequired" satisfies MessageKey })
  .max(API_LIMITS.maxTextField, "form.error.emailInvalid" satisfies MessageKey)
  .transform(normalizeEmail)
  .pipe(z.email("form.error.emailInvalid" satisfies MessageKey));
