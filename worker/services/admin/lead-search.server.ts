import { and, eq, gte, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { searchQuery } from "#app/domain/admin/search-query";
import { leadRequests, leads } from "#worker/db/schema";
import { filterConditions } from "./lead-filters.server";
import { nameCondition } from "./name-search.server";

/** The leads the list's filters and search hold, as one condition: the list, its count and the CSV read it. */
export async function leadsWhere(env: Env, filters: Partial<LeadFilters>, advisorId: number): Promise<SQL | undefined> {
  return and(filterConditions(filters, advisorId), filters.q ? await searchCondition(env, filters.q) : undefined);
}

/**
 * The leads a search finds. An email is a prefix of the stored, lowercased address; a phone, all ten digits
 * or fewer from the area code, and seven also as a number's last seven (docs/decisions/044); anything else
 * a name (nameCondition). A returning visitor's new address or phone is kept on the request, so each is
 * asked of the lead and of its requests. A query that folds to nothing finds every lead.
 */
async function searchCondition(env: Env, raw: string): Promise<SQL | undefined> {
  const search = searchQuery(raw);
  if (search === null) return undefined;
  if (search.kind === "name") return nameCondition(env, search.text);
  if (search.kind === "email") {
    const on = (column: AnyColumn) => and(gte(column, search.address), lt(column, `${search.address}\u{10FFFF}`));
    return leadOrRequest(on(leads.email), on(leadRequests.email));
  }
  const { digits, local } = search;
  // ":" sorts right after "9": every digit string that starts with `digits` lies in [digits, digits + ":").
  const from = (column: AnyColumn) => (digits.length === 10 ? eq(column, digits) : and(gte(column, digits), lt(column, `${digits}:`)));
  const endsWith = (column: AnyColumn) => (local ? eq(column, digits) : undefined);
  return leadOrRequest(
    or(from(leads.phoneDigits), endsWith(leads.phoneLocal)),
    or(from(leadRequests.phoneDigits), endsWith(leadRequests.phoneLocal)),
  );
}

/** Leads where a condition holds of the lead, or of one of its requests (`onRequest`, the same over the requests' columns). */
const leadOrRequest = (onLead: SQL | undefined, onRequest: SQL | undefined) =>
  or(onLead, sql`${leads.id} in (select ${leadRequests.leadId} from ${leadRequests} where ${onRequest})`);
