import type { RouterContextProvider } from "react-router";
import { appConfig } from "../../worker/config.server";
import { workerContext } from "../../worker/request-context.server";
import { marketingData } from "./marketing.server";

/**
 * The privacy notice states what this deployment does, from its own configuration: the retention the
 * daily cron applies (LEAD_RETENTION_MONTHS) and whether visitor emails are sent at all (EMAIL_FROM).
 */
export async function privacyData(request: Request, context: Readonly<RouterContextProvider>) {
  const { LEAD_RETENTION_MONTHS, EMAIL_FROM } = appConfig(context.get(workerContext).env);
  return { ...(await marketingData(request, context, "/privacy")), retentionMonths: LEAD_RETENTION_MONTHS, emailOn: EMAIL_FROM !== undefined };
}
