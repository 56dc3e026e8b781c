import type { RouterContextProvider } from "react-router";
import { dashboard } from "#worker/services/admin/dashboard.server";
import { firstContactFigures } from "#worker/services/admin/first-contact.server";
import { queueCounts } from "#worker/services/admin/my-day.server";
import { spanishWaiting } from "#worker/services/admin/spanish-waiting.server";
import { envOf } from "./advisor.server";

/**
 * The dashboard's last 30 days: leads per day by way in, the chat funnel, the median time to first
 * contact; the call queue counted apart from the leads with no phone; the Spanish leads waiting while no
 * enabled advisor speaks Spanish; and the first contact: how long requests waited for their first call, per
 * day and per advisor.
 */
export async function dashboardPage(context: Readonly<RouterContextProvider>) {
  const env = envOf(context);
  const [board, queue, waitingInSpanish, firstContact] = await Promise.all([
    dashboard(env),
    queueCounts(env),
    spanishWaiting(env),
    firstContactFigures(env),
  ]);
  return { ...board, queue, waitingInSpanish, firstContact };
}
