import { and, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { CallQueue } from "#app/domain/admin/call-queue";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE, type NoPhoneView } from "#app/domain/admin/lead-status";
import { DAY_MS } from "#app/domain/constants";
import { leads } from "#worker/db/schema";

/** The day after `day` (YYYY-MM-DD), so "to" includes the whole of its day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The list's views of the leads with no phone: their places in the call queue. */
const NO_PHONE_QUEUES = { "no-contact": "no-contact", subscribers: "subscriber" } satisfies Record<NoPhoneView, CallQueue>;

/** The list's filters but its search, as one condition; "Mine" is the leads assigned to `advisorId`. */
export function filterConditions(filters: Partial<LeadFilters>, advisorId: number): SQL | undefined {
  return and(
    filters.source === "chat" ? eq(leads.leadSource, CHAT_LEAD_SOURCE) : undefined,
    filters.source === "newsletter" ? eq(leads.leadSource, NEWSLETTER_LEAD_SOURCE) : undefined,
    filters.source === "form" ? sql`${leads.leadSource} not in (${CHAT_LEAD_SOURCE}, ${NEWSLETTER_LEAD_SOURCE})` : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.qualified ? eq(leads.qualified, filters.qualified === "yes") : undefined,
    filters.ready ? eq(leads.readyToTalk, filters.ready === "yes") : undefined,
    filters.assigned === "mine" ? eq(leads.assignedAdvisorId, advisorId) : undefined,
    filters.assigned === "none" ? isNull(leads.assignedAdvisorId) : undefined,
    filters.from ? gte(leads.createdAt, filters.from) : undefined,
    filters.to ? lt(leads.createdAt, nextDay(filters.to)) : undefined,
    filters.view ? eq(leads.callQueue, NO_PHONE_QUEUES[filters.view]) : undefined,
    filters.language ? eq(leads.language, filters.language) : undefined,
  );
}
