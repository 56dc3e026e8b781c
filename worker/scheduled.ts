import { logError, logEvent } from "./log.server";
import { enrichPendingDeals } from "./services/deals/enrichment.server";
import { forgetChatStrikes } from "./services/chat/strike-count.server";
import { forgetAddressSends } from "./services/email/address-cap.server";
import { forgetUsedFormTokens } from "./services/guards/form-token.server";
import { deleteExpiredLeads } from "./services/leads/retention.server";
import { sweepOrphanUploads } from "./services/quotes/upload-sweep.server";
import { forgetOldVitals } from "./services/vitals/counts.server";

/** The Cron Triggers of wrangler.toml, each with its work: keep the two lists the same. */
export const CRONS = {
  // Deals still missing specs are enriched on a schedule (SPEC §4).
  hourly: "17 * * * *",
  // Housekeeping: lead retention, orphan uploads, spent form-token claims, old chat strike counts, the
  // per-address email caps of past days, and Web Vitals counts older than the Site speed page shows.
  daily: "43 10 * * *",
} as const;

export function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): void {
  switch (controller.cron) {
    case CRONS.hourly:
      ctx.waitUntil(enrichPendingDeals(env));
      return;
    case CRONS.daily:
      ctx.waitUntil(housekeeping(env));
      return;
    default:
      // A trigger added in wrangler.toml without its work here would otherwise do nothing, silently.
      logEvent("cron_without_handler", { cron: controller.cron });
  }
}

/** Each task runs whatever happens to the other; a failure is logged and the next day's run tries again. */
export async function housekeeping(env: Env, now = new Date()): Promise<void> {
  const tasks = {
    retention: deleteExpiredLeads(env, now),
    uploadSweep: sweepOrphanUploads(env, now),
    formTokens: forgetUsedFormTokens(env, now),
    chatStrikes: forgetChatStrikes(env, now),
    emailCaps: forgetAddressSends(env, now),
    vitals: forgetOldVitals(env, now),
  };
  await Promise.all(
    Object.entries(tasks).map(([task, run]) =>
      run.catch((error: unknown) => {
        logError("housekeeping_failed", error, { task });
      }),
    ),
  );
}
