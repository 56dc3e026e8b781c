import type { RouterContextProvider } from "react-router";
import { dashboard } from "../../../worker/services/admin/dashboard.server";
import { envOf } from "./advisor.server";

/** The dashboard's last 30 days: leads per day by way in, the chat funnel, the median time to first contact. */
export const dashboardPage = (context: Readonly<RouterContextProvider>) => dashboard(envOf(context));
