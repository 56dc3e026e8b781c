import { filtersQuery } from "./lead-filters-query";

// A lead who asked in Spanish while no enabled advisor speaks Spanish: the operator is told on the
// dashboard and in the webhook, so someone who speaks Spanish takes the lead.

/** How many of those leads the dashboard names; its link lists them all. */
export const SPANISH_WAITING_SHOWN = 10;

/** The leads list of the Spanish leads still new, the longest waiting first: the dashboard's link. */
export const SPANISH_WAITING_LIST = `/admin${filtersQuery({ language: "es", status: "new", sort: "oldest" })}`;

/** The dashboard's sentence over `count` such leads. */
export function spanishWaitingSentence(count: number): string {
  const leads = count === 1 ? "1 lead who asked in Spanish is" : `${count.toLocaleString("en-US")} leads who asked in Spanish are`;
  return (
    `${leads} waiting, and no enabled advisor speaks Spanish. Ask an advisor who speaks Spanish to tick it ` +
    "on their Account page, or enable one who does (npm run advisor:enable)."
  );
}

/** The webhook's line for a lead who asked in Spanish while no enabled advisor speaks Spanish. */
export const SPANISH_UNSERVED_NOTICE = "Asked in Spanish, and no enabled advisor speaks Spanish.";

/** The dashboard's notice: how many Spanish leads are still new, and the longest waiting of them. */
export type SpanishWaiting = {
  count: number;
  leads: { id: string; firstName: string | null; lastName: string | null; email: string | null; lastRequestedAt: string | null }[];
};
