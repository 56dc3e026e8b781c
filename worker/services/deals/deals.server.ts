import { and, desc, gte, sql } from "drizzle-orm";
import { DEAL_LIMITS, dedupeDeals, formatSavingsTotal, windowStart, type DealStats, type DealWithImage } from "#app/domain/deals";
import { placeholderUrl } from "#app/domain/vehicle-image";
import type { Database } from "#worker/db/client";
import { negotiatedDeals as deals } from "#worker/db/schema";
import { imageUrlOfDeal } from "./image-match.server";

/**
 * SPEC §7 call 7: savings of at least $1,000 in the last 45 days, de-duplicated, newest first, at most
 * 24, each with its cached stock image found in the same query (one D1 query for every
 * card's image); a deal with none shows its body style's placeholder.
 */
export async function recentDeals(db: Database, today = new Date()): Promise<DealWithImage[]> {
  const rows = await db
    .select({
      id: deals.id,
      year: deals.year,
      make: deals.make,
      model: deals.model,
      trim: deals.trim,
      savingsOffMsrp: deals.savingsOffMsrp,
      dateNegotiated: deals.dateNegotiated,
      transmission: deals.transmission,
      drivetrain: deals.drivetrain,
      fuelType: deals.fuelType,
      engine: deals.engine,
      bodyStyle: deals.bodyStyle,
      cachedImageUrl: imageUrlOfDeal(db),
    })
    .from(deals)
    .where(
      and(
        gte(deals.savingsOffMsrp, DEAL_LIMITS.recentMinSavings),
        gte(deals.dateNegotiated, windowStart(today, DEAL_LIMITS.recentWindowDays)),
      ),
    )
    .orderBy(desc(deals.dateNegotiated));
  return dedupeDeals(rows)
    .slice(0, DEAL_LIMITS.maxShown)
    .map(({ cachedImageUrl, ...deal }) => ({ ...deal, imageUrl: cachedImageUrl ?? placeholderUrl(deal.bodyStyle) }));
}

/** SPEC §7 call 8: count and total of savings of at least $100 in the last 90 days. */
export async function dealStats(db: Database, today = new Date()): Promise<DealStats> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`, total: sql<number>`coalesce(sum(${deals.savingsOffMsrp}), 0)` })
    .from(deals)
    .where(
      and(
        gte(deals.savingsOffMsrp, DEAL_LIMITS.statsMinSavings),
        gte(deals.dateNegotiated, windowStart(today, DEAL_LIMITS.statsWindowDays)),
      ),
    );
  const count = row?.count ?? 0;
  const total = row?.total ?? 0;
  return { count, total, totalDisplay: formatSavingsTotal(total) };
}
