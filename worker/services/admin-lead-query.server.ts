import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE } from "~/domain/admin/lead-status";
import { leads } from "../db/schema";

/** The day after `day` (YYYY-MM-DD), so "to" includes the whole of its day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// Form phones are stored formatted, chat phones as digits: compare digits only.
const phoneDigitsSql = sql`replace(replace(replace(replace(replace(${leads.phone}, '(', ''), ')', ''), ' ', ''), '-', ''), '+', '')`;

/** Name, email or phone. A query with @ is an email: a prefix range on the (lowercased) email index. */
function searchCondition(raw: string): SQL | undefined {
  const lower = raw.toLowerCase();
  if (raw.includes("@")) return and(gte(leads.email, lower), lt(leads.email, `${lower}\u{10FFFF}`));
  // Escaped for LIKE so % and _ match themselves.
  const q = raw.replace(/[\\%_]/g, (c) => `\\${c}`);
  const digits = raw.replace(/\D/g, "");
  const conditions: (SQL | undefined)[] = [
    sql`(coalesce(${leads.firstName}, '') || ' ' || coalesce(${leads.lastName}, '')) like ${`%${q}%`} escape '\\'`,
    sql`${leads.email} like ${`%${q.toLowerCase()}%`} escape '\\'`,
  ];
  if (digits.length >= 3 && !/[a-z]/i.test(raw)) conditions.push(sql`${phoneDigitsSql} like ${`%${digits}%`}`);
  return or(...conditions);
}

/** SQL for the list filters. */
export function leadConditions(filters: Partial<LeadFilters>): SQL | undefined {
  return and(
    filters.q ? searchCondition(filters.q) : undefined,
    filters.source === "chat" ? eq(leads.leadSource, CHAT_LEAD_SOURCE) : undefined,
    filters.source === "newsletter" ? eq(leads.leadSource, NEWSLETTER_LEAD_SOURCE) : undefined,
    filters.source === "form" ? sql`${leads.leadSource} not in (${CHAT_LEAD_SOURCE}, ${NEWSLETTER_LEAD_SOURCE})` : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.qualified ? eq(leads.qualified, filters.qualified === "yes") : undefined,
    filters.ready ? eq(leads.readyToTalk, filters.ready === "yes") : undefined,
    filters.from ? gte(leads.createdAt, filters.from) : undefined,
    filters.to ? lt(leads.createdAt, nextDay(filters.to)) : undefined,
  );
}

export const newestFirst = [desc(leads.createdAt), desc(leads.id)];
