import type { RouterContextProvider } from "react-router";
import { appConfig } from "#worker/config.server";
import { workerContext } from "#worker/request-context.server";
import { visitorEmailOn } from "#worker/services/email/visitor-email-on.server";
import { marketingData, namespaceMessages } from "./marketing.server";

/**
 * The privacy notice states what this deployment does, from its own configuration: the retention the
 * daily cron applies (LEAD_RETENTION_MONTHS), whether visitor emails are sent at all (EMAIL_FROM) and the
 * share of page views that measure their speed (VITALS_SAMPLE_RATE).
 */
export async function privacyData(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  return {
    ...(await marketingData(request, context, "/privacy")),
    ...namespaceMessages(request, ["privacy"]),
    retentionMonths: appConfig(env).LEAD_RETENTION_MONTHS,
    emailOn: visitorEmailOn(env),
    vitalsSampleRate: appConfig(env).VITALS_SAMPLE_RATE,
  };
}
