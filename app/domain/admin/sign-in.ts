import { RATE_LIMIT_MESSAGE } from "#app/domain/constants";
import type { SignInPauseKind } from "./sign-in-pauses";

export { SIGN_IN_PAUSE_KINDS, type SignInPauseKind } from "./sign-in-pauses";

// Advisor sign-in: its messages, its problems and the redirect rule, in one place for
// the login route's loader, its action and the admin gate that sends people there.

/** Why a sign-in did not go through. */
export const SIGN_IN_PROBLEMS = [
  "bad",
  "blocked",
  "locked",
  "slowed",
  "off",
  "disabled",
  "not-advisor",
  "ended",
  "rate-limited",
  "invalid",
] as const;
export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number];

/** The problems the admin gate may name in the sign-in page's ?problem=; anything else is ignored. */
export function signInProblemFrom(value: string | null): SignInProblem | null {
  return SIGN_IN_PROBLEMS.find((problem) => problem === value) ?? null;
}

/** My day, the first page an advisor sees after signing in. */
export const MY_DAY_PATH = "/admin/my-day";

/**
 * Where to go after signing in: only back into the admin route, and only a path a Location header can
 * carry (printable ASCII, so CR/LF or a space can never reach the header). Anything else, and the
 * desk's front door /admin itself, is My day: the first page an advisor sees.
 */
export function safeNext(value: string | null | undefined): string {
  return value && value !== "/admin" && value.length <= 1024 && /^\/admin(?:[/?#][\x21-\x7e]*)?$/.test(value) ? value : MY_DAY_PATH;
}

/**
 * Limits of sign-in attempts (OWASP's device cookies). A browser an advisor signed
 * in with before carries a signed device cookie and is limited per device only. Other browsers are
 * limited per address (an IPv6 address by its /64) and per account; past the ceiling across all of them
 * they are slowed (one try per address every `slowedWaitMs`), never stopped.
 */
export const SIGN_IN_LIMITS = {
  maxFailuresPerDevice: 5,
  maxFailuresPerAddress: 5,
  maxFailuresPerAccount: 10,
  maxFailuresOverall: 100,
  windowMs: 15 * 60 * 1000,
  slowedWaitMs: 30 * 1000,
  deviceCookieDays: 180,
} as const;

const SLOWED_SECONDS = SIGN_IN_LIMITS.slowedWaitMs / 1000;

export const SIGN_IN_MESSAGES: Record<SignInProblem, string> = {
  bad: "That email and password do not match an advisor.",
  blocked: "Too many failed sign-ins. Try again in 15 minutes.",
  locked:
    "Too many failed sign-ins for this account from new browsers. Sign in from a browser you have signed in with before, " +
    "or try again in 15 minutes.",
  slowed: `Sign-in from new browsers is slowed because of many failed attempts. Try again in ${SLOWED_SECONDS} seconds.`,
  off: "Password sign-in is off here. Sign in through Cloudflare Access.",
  disabled: "This advisor account is disabled. Ask the operator to enable it.",
  "not-advisor": "Your Cloudflare Access account is not an advisor here. Ask the operator to add you.",
  ended: "Your session ended because your password or your account was changed. Please sign in again.",
  "rate-limited": RATE_LIMIT_MESSAGE,
  invalid: "Enter your email and password.",
};

export const SIGN_IN_PAUSE_WORDS: Record<SignInPauseKind, string> = {
  device: `A known browser was blocked for 15 minutes after ${SIGN_IN_LIMITS.maxFailuresPerDevice} failed sign-ins`,
  address: `An address was blocked for 15 minutes after ${SIGN_IN_LIMITS.maxFailuresPerAddress} failed sign-ins`,
  account:
    `An account was closed to new browsers for 15 minutes after ${SIGN_IN_LIMITS.maxFailuresPerAccount} failed sign-ins ` +
    "(known browsers still sign in)",
  overall:
    `New browsers were slowed to one try per ${SIGN_IN_LIMITS.slowedWaitMs / 1000} seconds after ${SIGN_IN_LIMITS.maxFailuresOverall} ` +
    "failed sign-ins in 15 minutes (known browsers still sign in)",
};

/**
 * The block an address is counted by: an IPv4 address itself, an IPv6 address by its /64 (one
 * subscriber's network holds many billions of addresses), written as its first four groups.
 */
export function addressBlock(address: string): string {
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = address.includes("::") ? Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0") : [];
  const groups = [...left, ...zeros, ...right].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${groups.join(":")}::/64`;
}
