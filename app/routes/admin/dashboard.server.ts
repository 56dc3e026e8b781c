import type { RouterContextProvider } from "react-router";
import { dashboard } from "../../../worker/services/admin/dashboard.server";
import { queueCounts } from "../../../worker/services/admin/my-day.server";
import { envOf } from "./advisor.server";

/**
 * The dashboard's last 30 days: leads per day by way in, the chat funnel, the median time to first
 * contact; and the call queue counted apart from the leads with no phone (issue 21, item 4).
 */
export async function dashboardPage(context: Readonly<RouterContextProvider>) {
  const env = envOf(context);
  const [board, queue] = await Promise.all([dashboard(env), queueCounts(env)]);
  return { ...board, queue };
}
