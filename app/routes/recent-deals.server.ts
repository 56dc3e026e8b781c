import type { RouterContextProvider } from "react-router";
import type { DealCard, DealStats } from "~/domain/deals";
import { dealImageQuery } from "~/domain/vehicle-image-query";
import { workerContext } from "../../worker/request-context";
import { enrichPendingDeals } from "../../worker/services/deal-enrichment.server";
import { dealStats, recentDeals } from "../../worker/services/deals.server";
import { vehicleImage } from "../../worker/services/vehicle-image.server";

export type DealWithImage = DealCard & { imageUrl: string };
export type RecentDealsData = { deals: DealWithImage[]; stats: DealStats };

/**
 * The Recent Deals section of the V2 pages, returned unawaited so React Router streams it: the page's
 * first byte never waits for deals, images or enrichment (which runs after the response).
 */
export function recentDealsSection(context: Readonly<RouterContextProvider>): Promise<RecentDealsData> {
  const { env, ctx } = context.get(workerContext);
  ctx.waitUntil(enrichPendingDeals(env));
  return Promise.all([recentDeals(env), dealStats(env)]).then(async ([deals, stats]) => ({
    stats,
    deals: await Promise.all(
      deals.map(async (deal) => {
        const { imageUrl } = await vehicleImage(env, dealImageQuery(deal));
        return { ...deal, imageUrl };
      }),
    ),
  }));
}
