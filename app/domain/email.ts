import type { Message } from "./message";

/** Test, sample, throwaway and disposable mail services (SPEC §5: 18 domains). */
export const BLOCKED_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  "test.com",
  "example.com",
  "example.org",
  "example.net",
  "sample.com",
  "mailinator.com",
  "guerrillamail.com",
  "10minutemail.com",
  "tempmail.com",
  "temp-mail.org",
  "throwaway.email",
  "yopmail.com",
  "trashmail.com",
  "sharklasers.com",
  "getnada.com",
  "dispostable.com",
  "fakeinbox.com",
  "maildrop.cc",
]);

/** Misspellings of the large free providers: two of gmail, two of yahoo, hotmail and outlook (SPEC §5). */
export const EMAIL_DOMAIN_CORRECTIONS: Readonly<Record<string, string>> = {
  "gmial.com": "gmail.com",
  "gmai.com": "gmail.com",
  "yahooo.com": "yahoo.com",
  "yaho.com": "yahoo.com",
  "hotmial.com": "hotmail.com",
  "outlok.com": "outlook.com",
};

const BASIC_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STRICT_CHARACTERS = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

/** Visitors type the address in any case and with stray spaces; we compare and store it trimmed and lowercased. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function emailError(input: string): Message | undefined {
  const email = normalizeEmail(input);
  if (email === "") return { key: "form.error.emailRequired" };
  if (email.length > 254 || !BASIC_SHAPE.test(email) || !STRICT_CHARACTERS.test(email)) return { key: "form.error.emailInvalid" };
  const at = email.lastIndexOf("@");
  const domain = email.slice(at + 1);
  if (BLOCKED_EMAIL_DOMAINS.has(domain)) return { key: "form.error.emailBlockedDomain" };
  const corrected = EMAIL_DOMAIN_CORRECTIONS[domain];
  if (corrected) return { key: "form.error.didYouMean", values: { address: `${email.slice(0, at)}@${corrected}` } };
  return undefined;
}

/**
 * The address SPEC §5's "Did you mean {local}@{corrected}?" offers for what was typed, when its only
 * fault is a misspelt provider: the forms and the chat make the question a button that puts it in.
 */
export function suggestedEmail(input: string): string | null {
  const error = emailError(input);
  const address = error?.key === "form.error.didYouMean" ? error.values?.address : undefined;
  return typeof address === "string" ? address : null;
}
