import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import { advisorMinutesBetween, OVERDUE_AFTER_ADVISOR_MINUTES } from "~/domain/admin/advisor-time";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { LEADS_PAGE_SIZE } from "~/domain/admin/lead-filters-query";
import type { LeadStatus } from "~/domain/admin/lead-status";
import { database } from "../db/client";
import { leads, leadStatusChanges } from "../db/schema";
import { leadConditions, newestFirst } from "./admin-lead-query.server";

const listColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  zipCode: leads.zipCode,
  leadSource: leads.leadSource,
  vehicleType: leads.vehicleType,
  make: leads.make,
  model: leads.model,
  year: leads.year,
  qualified: leads.qualified,
  readyToTalk: leads.readyToTalk,
  newsletterOptedIn: leads.newsletterOptedIn,
  status: leads.status,
  statusChangedAt: leads.statusChangedAt,
};

export type LeadListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]["_"]["data"] | null };

export async function listLeads(env: Env, filters: LeadFilters) {
  const db = database(env.DB);
  const where = leadConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(leads)
      .where(where)
      .orderBy(...newestFirst)
      .limit(LEADS_PAGE_SIZE)
      .offset((filters.page - 1) * LEADS_PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  const n = total?.n ?? 0;
  return { rows, total: n, page: filters.page, pages: Math.max(1, Math.ceil(n / LEADS_PAGE_SIZE)) };
}

/** Looked at for the overdue flag: new leads of the last two weeks (older ones are long overdue and listed anyway). */
const OVERDUE_LOOKBACK_DAYS = 14;
const OVERDUE_SCAN_LIMIT = 500;

/** How many overdue leads the list shows at its top; the count covers all of them. */
const OVERDUE_SHOWN = 20;

/** Leads still new after 2 advisor hours, oldest first: the callback promise at risk. */
export async function overdueLeads(env: Env, now = new Date()) {
  const since = new Date(now.getTime() - OVERDUE_LOOKBACK_DAYS * 86_400_000).toISOString();
  const candidates = await database(env.DB)
    .select(listColumns)
    .from(leads)
    .where(and(eq(leads.status, "new"), gte(leads.createdAt, since)))
    .orderBy(asc(leads.createdAt))
    .limit(OVERDUE_SCAN_LIMIT);
  const overdue = candidates
    .map((lead) => ({ ...lead, waitedMinutes: advisorMinutesBetween(new Date(lead.createdAt), now) }))
    .filter((lead) => lead.waitedMinutes >= OVERDUE_AFTER_ADVISOR_MINUTES);
  return { count: overdue.length, capped: candidates.length === OVERDUE_SCAN_LIMIT, leads: overdue.slice(0, OVERDUE_SHOWN) };
}

export async function leadDetail(env: Env, id: string) {
  const db = database(env.DB);
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  if (!lead) return null;
  const history = await db
    .select({ status: leadStatusChanges.status, changedAt: leadStatusChanges.changedAt })
    .from(leadStatusChanges)
    .where(eq(leadStatusChanges.leadId, id))
    .orderBy(asc(leadStatusChanges.changedAt), asc(leadStatusChanges.id));
  return { lead, history };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;

/** Sets the status and records the change; the first "contacted" also stamps contacted_at (the dashboard's median). */
export async function setLeadStatus(env: Env, id: string, status: LeadStatus, now = new Date().toISOString()): Promise<boolean> {
  const db = database(env.DB);
  const [updated] = await db
    .update(leads)
    .set({
      status,
      statusChangedAt: now,
      contactedAt: status === "contacted" ? sql`coalesce(${leads.contactedAt}, ${now})` : undefined,
    })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  if (!updated) return false;
  await db.insert(leadStatusChanges).values({ leadId: id, status, changedAt: now });
  return true;
}
