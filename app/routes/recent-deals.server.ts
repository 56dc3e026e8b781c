import type { RouterContextProvider } from "react-router";
import type { RecentDealsData } from "#app/domain/deals";
import { workerContext } from "#worker/request-context.server";
import { dealsPayload } from "#worker/services/deals/payload.server";

/**
 * The Recent Deals section of the V2 pages, returned unawaited so React Router streams it. It comes
 * from the edge-cached payload and starts no enrichment: the hourly cron does that.
 */
export function recentDealsSection(context: Readonly<RouterContextProvider>): Promise<RecentDealsData> {
  const { env, ctx } = context.get(workerContext);
  return dealsPayload(env, ctx);
}
