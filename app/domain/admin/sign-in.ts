import { RATE_LIMIT_MESSAGE } from "../constants";

// Advisor sign-in (issues 11 and 13): its messages, its problems and the redirect rule, in one place for
// the login route's loader, its action and the admin gate that sends people there.

/** Why a sign-in did not go through. */
export const SIGN_IN_PROBLEMS = ["bad", "blocked", "paused", "off", "disabled", "not-advisor", "ended", "rate-limited", "invalid"] as const;
export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number];

export const SIGN_IN_MESSAGES: Record<SignInProblem, string> = {
  bad: "That email and password do not match an advisor.",
  blocked: "Too many failed sign-ins. Try again in 15 minutes.",
  paused: "Sign-in is paused for a few minutes because of many failed attempts. Please try again later.",
  off: "Password sign-in is off here. Sign in through Cloudflare Access.",
  disabled: "This advisor account is disabled. Ask the operator to enable it.",
  "not-advisor": "Your Cloudflare Access account is not an advisor here. Ask the operator to add you.",
  ended: "Your session ended because your password or your account was changed. Please sign in again.",
  "rate-limited": RATE_LIMIT_MESSAGE,
  invalid: "Enter your email and password.",
};

/** The problems the admin gate may name in the sign-in page's ?problem=; anything else is ignored. */
export function signInProblemFrom(value: string | null): SignInProblem | null {
  return SIGN_IN_PROBLEMS.find((problem) => problem === value) ?? null;
}

/**
 * Where to go after signing in: only back into the admin route, and only a path a Location header can
 * carry (printable ASCII, so CR/LF or a space can never reach the header). Anything else is /admin.
 */
export function safeNext(value: string | null | undefined): string {
  return value && value.length <= 1024 && /^\/admin(?:[/?#][\x21-\x7e]*)?$/.test(value) ? value : "/admin";
}

/** Limits of sign-in attempts (issue 13, item 1): per client address, and a ceiling across all of them. */
export const SIGN_IN_LIMITS = {
  maxFailuresPerAddress: 5,
  maxFailuresOverall: 100,
  windowMs: 15 * 60 * 1000,
} as const;
