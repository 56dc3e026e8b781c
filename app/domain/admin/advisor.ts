import { isLeadLanguage, type LeadLanguage } from "#app/domain/lead-language.ts";

/** A named advisor as every admin page knows them: never the password hash. */
export type Advisor = { id: number; email: string; name: string };

/**
 * The advisor signed in for this request, as the admin gate read them: with the languages they speak,
 * so a page that orders by language (My day) does not read the advisor again.
 */
export type SignedInAdvisor = Advisor & { languages: LeadLanguage[] };

/** The languages an advisor's row records, the ones we know; English when it holds none of them. */
export function spokenLanguages(stored: readonly unknown[] | null | undefined): LeadLanguage[] {
  const known = (stored ?? []).filter(isLeadLanguage);
  return known.length > 0 ? known : ["en"];
}

/**
 * Advisors' passwords: PBKDF2-SHA-256 through WebCrypto with a per-advisor salt.
 * 100,000 iterations is the most the Workers runtime allows for PBKDF2.
 */
export const ADVISOR_PASSWORD = {
  iterations: 100_000,
  saltBytes: 16,
  hashBytes: 32,
  minLength: 12,
  maxLength: 200,
} as const;

/** An advisor's session lasts a working day; sign-out or a password change ends it sooner. */
export const ADVISOR_SESSION_HOURS = 12;

/** A note on a lead is at most this long. */
export const NOTE_MAX_LENGTH = 2000;

/** The assignment filter of the leads list: the signed-in advisor's leads, or nobody's. */
export const ASSIGNED_FILTERS = ["mine", "none"] as const;
export type AssignedFilter = (typeof ASSIGNED_FILTERS)[number];
export const ASSIGNED_FILTER_LABELS: Record<AssignedFilter, string> = { mine: "Mine", none: "Unassigned" };
