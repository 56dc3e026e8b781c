import { DAY_MS } from "./constants";
import { type DealSpecField, spanishSpecValue } from "./deal-spec-spanish";
import type { LeadLanguage } from "./lead-language";

/** SPEC §9: recent deals and their stats. */
export const DEAL_LIMITS = {
  recentWindowDays: 45,
  recentMinSavings: 1000,
  statsWindowDays: 90,
  statsMinSavings: 100,
  firstPage: 6,
  pageStep: 6,
  maxShown: 24,
  enrichEveryHours: 24,
} as const;

/**
 * Ours: the recent-deals payload is built once and kept at the edge. Fresh for 10 minutes;
 * after that it is still served while one rebuild runs behind the answer (stale-while-revalidate), until
 * staleSeconds, when it expires and the next request builds it. Every deal or image write drops it.
 */
export const DEALS_PAYLOAD_CACHE = { freshSeconds: 10 * 60, staleSeconds: 60 * 60 } as const;

export const DEAL_MESSAGES = {
  loading: "Loading recent deals...",
  failed: "Failed to load recent deals",
  maxShown: "Showing maximum 24 deals. Contact an advisor to inquire about more available deals.",
} as const;

/** The fields a deal card shows; nothing else leaves the server. */
export type DealCard = {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  savingsOffMsrp: number;
  dateNegotiated: string;
  transmission: string | null;
  drivetrain: string | null;
  fuelType: string | null;
  engine: string | null;
  bodyStyle: string | null;
};

/** The spec rows of a deal card, in the card's order, by the field each shows. */
const SPEC_FIELDS = ["transmission", "drivetrain", "fuelType", "engine", "bodyStyle"] as const satisfies readonly DealSpecField[];

/**
 * The spec rows a deal card shows: only those the deal has (a card shows no row of "—"), in this order, each
 * value in the page's language (a Spanish page reads "Automática", not vPIC's "Automatic").
 */
export function dealSpecs(deal: DealCard, language: LeadLanguage = "en"): [field: DealSpecField, value: string][] {
  return SPEC_FIELDS.flatMap((field) => {
    const value = deal[field]?.trim();
    if (!value) return [];
    return [[field, language === "es" ? spanishSpecValue(field, value) : value] as [DealSpecField, string]];
  });
}

export type DealStats = { count: number; total: number; totalDisplay: string };

/** A card with its stock photo, or the body style's placeholder when none is cached. */
export type DealWithImage = DealCard & { imageUrl: string };

/** What the Recent Deals section shows, and what /api/deals/recent and /api/deals/stats answer from. */
export type RecentDealsData = { deals: DealWithImage[]; stats: DealStats };

/** SPEC §4: one card per make, model, year and trim, keeping the highest saving; newest first. */
export function dedupeDeals<T extends DealCard>(deals: T[]): T[] {
  const best = new Map<string, T>();
  for (const deal of deals) {
    const key = [deal.make, deal.model, deal.year, deal.trim ?? ""].join("|").toLowerCase();
    const kept = best.get(key);
    if (!kept || deal.savingsOffMsrp > kept.savingsOffMsrp) best.set(key, deal);
  }
  return [...best.values()].sort((a, b) => b.dateNegotiated.localeCompare(a.dateNegotiated) || b.savingsOffMsrp - a.savingsOffMsrp);
}

/**
 * SPEC §9: $X.XM from 1,000,000, else $XK. Rounded down, so the claim never exceeds the deals. A Spanish
 * reader says the same figures in words ("$1.2 millones", "$170 mil"): "K" is no Spanish abbreviation,
 * and "M" reads as thousands in Latin American bookkeeping.
 */
export function formatSavingsTotal(total: number, language: LeadLanguage = "en"): string {
  const millions = Math.floor(total / 100_000) / 10;
  const thousands = Math.floor(total / 1000);
  if (language === "en") return total >= 1_000_000 ? `$${millions.toFixed(1)}M` : `$${thousands}K`;
  if (total >= 1_000_000) return millions === 1 ? "$1 millón" : `$${millions} millones`;
  return thousands > 0 ? `$${thousands} mil` : `$${Math.max(0, Math.floor(total))}`;
}

/** The first day (YYYY-MM-DD, UTC) inside a window of `days` days ending today. */
export function windowStart(today: Date, days: number): string {
  return new Date(today.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}
