import type { RouterContextProvider } from "react-router";
import { dashboard } from "../../../worker/services/admin/dashboard.server";
import { queueCounts } from "../../../worker/services/admin/my-day.server";
import { spanishWaiting } from "../../../worker/services/admin/spanish-waiting.server";
import { envOf } from "./advisor.server";

/**
 * The dashboard's last 30 days: leads per day by way in, the chat funnel, the median time to first
 * contact; the call queue counted apart from the leads with no phone; and the Spanish
 * leads waiting while no enabled advisor speaks Spanish.
 */
export async function dashboardPage(context: Readonly<RouterContextProvider>) {
  const env = envOf(context);
  const [board, queue, waitingInSpanish] = await Promise.all([dashboard(env), queueCounts(env), spanishWaiting(env)]);
  return { ...board, queue, waitingInSpanish };
}
