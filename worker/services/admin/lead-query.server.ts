import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, notInArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { BROAD_SEARCH_COUNT_CAP, BROAD_SEARCH_INDEX_ROWS, cappedCount, nameSearchMatch } from "~/domain/admin/name-search";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE, type NoPhoneView } from "~/domain/admin/lead-status";
import { database, type Database } from "../../db/client";
import { leadRequests, leadSearchRows, leads } from "../../db/schema";
import { DAY_MS } from "~/domain/constants";

/** The day after `day` (YYYY-MM-DD), so "to" includes the whole of its day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** A query of digits and phone punctuation only is a phone number. */
const PHONE_QUERY = /^[\d\s().+-]+$/;

/**
 * Leads where `condition` holds of the lead or of one of its requests: a returning visitor's new
 * address, phone or name is kept on the request (lead_requests), and the search finds it there too.
 * `onLead` and `onRequest` are the same condition over each table's columns.
 */
function leadOrRequest(onLead: SQL | undefined, onRequest: SQL | undefined): SQL | undefined {
  return or(onLead, sql`${leads.id} in (select ${leadRequests.leadId} from ${leadRequests} where ${onRequest})`);
}

/**
 * A phone number (issue 11), all ten digits exactly, fewer as a prefix from the area code, in two arms no
 * lead meets both of (issue 21, item 10; docs/decisions/038): the leads whose own phone it is, on the
 * (phone_digits, …) index that holds every column the list and the overdue box read; and the few whose
 * own phone it is not but one of whose requests gave it, on the index of the requests' other phones
 * (other_phone_digits, kept by the triggers of migration 0018). Form and chat phones share the 10-digit
 * form there, however typed.
 */
function phoneArms(digits: string): [SQL | undefined, SQL | undefined] {
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  // ":" sorts right after "9": every digit string that starts with `ten` lies in [ten, ten + ":").
  const on = (column: SQL) => (ten.length === 10 ? eq(column, ten) : and(gte(column, ten), lt(column, `${ten}:`)));
  const otherPhone = on(asIs(leadRequests.otherPhoneDigits));
  const requestGave = sql`${leads.id} in (select ${leadRequests.leadId} from ${leadRequests} where ${otherPhone})`;
  // Not the lead's own phone (null is not it), read off its index so the requests' index leads.
  return [on(asIs(leads.phoneDigits)), and(requestGave, sql`not ifnull(${on(unindexed(leads.phoneDigits))}, 0)`)];
}

/** What a search query is: a query with @ an email, one of digits and phone punctuation a phone, else a name. */
function searchKind(raw: string): "email" | "phone" | "name" {
  if (raw.includes("@")) return "email";
  return PHONE_QUERY.test(raw) && raw.replace(/\D/g, "").length >= 3 ? "phone" : "name";
}

/**
 * How the list's queries find a search's leads: "index", the search's own indexes lead (email, phone,
 * or a name through the trigram index); "walk", a broad name search (under three characters, or its
 * trigrams in more than BROAD_SEARCH_INDEX_ROWS rows of the index), where the list's own indexes lead,
 * LIKE is asked of each lead walked, each page stops when full and each count at the cap.
 */
export type SearchWay = "index" | "walk";

/** The search's way: one query of the trigram index that stops one row past the bound (docs/decisions/035). */
export async function searchWay(env: Env, filters: Partial<LeadFilters>): Promise<SearchWay> {
  if (!filters.q || searchKind(filters.q) !== "name") return "index";
  const match = nameSearchMatch(filters.q);
  if (!match) return "walk";
  const [found] = await database(env.DB)
    .select({ n: count() })
    .from(sql`(select rowid from lead_name_search where lead_name_search match ${match} limit ${BROAD_SEARCH_INDEX_ROWS + 1})`);
  return (found?.n ?? 0) > BROAD_SEARCH_INDEX_ROWS ? "walk" : "index";
}

/** A count as the list and the overdue box show it: under a broad search, read one past the cap, "more than" the cap. */
export const searchCount = (found: number, way: SearchWay) => (way === "walk" ? cappedCount(found) : { n: found, more: false });

/**
 * How many leads `where` holds, its arms counted apart and added up: all of them, or under a broad search
 * (way "walk") one past the cap at most, as the walk that counts stops there (searchCount reads it).
 */
export function countLeads(db: Database, where: LeadWhere, way: SearchWay) {
  const [only, ...more] = where;
  if (more.length === 0) return countArm(db, only, way);
  const counts = where.map((arm) => countArm(db, arm, way));
  return db.select({ n: sql<number>`${sql.join(counts, sql` + `)}` }).from(sql`(select 1)`);
}

function countArm(db: Database, where: SQL | undefined, way: SearchWay) {
  if (way === "index") return db.select({ n: count() }).from(leads).where(where);
  const found = db
    .select({ one: sql`1` })
    .from(leads)
    .where(where)
    .limit(BROAD_SEARCH_COUNT_CAP + 1)
    .as("found");
  return db.select({ n: count() }).from(found);
}

/**
 * Name, email or phone, in arms no lead meets twice: two for a phone, else one. An email is a prefix
 * range on the (lowercased) email indexes.
 */
function searchArms(raw: string, way: SearchWay): (SQL | undefined)[] {
  const kind = searchKind(raw);
  if (kind === "phone") return phoneArms(raw.replace(/\D/g, ""));
  if (kind === "name") return [nameCondition(raw, way)];
  const lower = raw.toLowerCase();
  const on = (column: AnyColumn) => and(gte(column, lower), lt(column, `${lower}\u{10FFFF}`));
  return [leadOrRequest(on(leads.email), on(leadRequests.email))];
}

/**
 * A name (or part of an email): the first and last name joined by a space, or the email, holding the
 * query anywhere, in ASCII's case or not (LIKE's rules), on the lead or on one of its requests.
 * From three characters on, the trigram index (migration 0015) finds the leads whose rows hold all the
 * query's trigrams, and LIKE is asked only of those: the same leads as LIKE over every lead and request,
 * read from a few index rows instead of a million (issue 21, item 10; docs/decisions/032). A broad
 * search (way "walk") asks LIKE of each lead the list's own order walks, and of its requests.
 */
function nameCondition(raw: string, way: SearchWay): SQL | undefined {
  // Escaped for LIKE so % and _ match themselves.
  const q = raw.replace(/[\\%_]/g, (c) => `\\${c}`);
  const on = (table: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn }) =>
    or(
      sql`(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')) like ${`%${q}%`} escape '\\'`,
      sql`${table.email} like ${`%${q.toLowerCase()}%`} escape '\\'`,
    );
  // Asked of each lead found: of it, else of its own requests (on the request index).
  const like = or(
    on(leads),
    sql`exists (select 1 from ${leadRequests} where ${leadRequests.leadId} = ${leads.id} and ${on(leadRequests)})`,
  );
  const match = nameSearchMatch(raw);
  if (way === "walk" || !match) return like;
  // The index finds trigrams anywhere in a row and folds case beyond ASCII: LIKE keeps what the search
  // found before the index.
  const found = sql`${leads.id} in (select ${leadSearchRows.leadId} from ${leadSearchRows} where ${leadSearchRows.key} in
    (select rowid from lead_name_search where lead_name_search match ${match}))`;
  return and(found, like);
}

/**
 * The leads a page's statements read, as conditions on leads that no lead meets twice, whose leads are
 * the whole together ("arms"): one, but two under a phone search (phoneArms). Each statement asks each
 * arm apart and adds up (countLeads, inOrder), so each arm reads its own index alone: joined by "or",
 * SQLite reads every row either arm finds from the table (an area code: 10,000 rows per statement).
 */
export type LeadWhere = readonly (SQL | undefined)[];

/** The list filters as arms (LeadWhere); "Mine" is the leads assigned to `advisorId`; `way` is the search's (searchWay). */
export function leadWhere(filters: Partial<LeadFilters>, advisorId: number, way: SearchWay): LeadWhere {
  const rest = and(
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
    filters.view ? NO_PHONE_VIEWS[filters.view] : undefined,
    filters.language ? eq(leads.language, filters.language) : undefined,
  );
  return narrowed(filters.q ? searchArms(filters.q, way) : [undefined], rest);
}

/** Each arm with more conditions. */
export const narrowed = (where: LeadWhere, ...more: (SQL | undefined)[]): LeadWhere => where.map((arm) => and(arm, ...more));

/** The list filters as one condition, for the CSV's walk by creation (each page sorts what it finds). */
export const leadConditions = (filters: Partial<LeadFilters>, advisorId: number, way: SearchWay): SQL | undefined =>
  or(...leadWhere(filters, advisorId, way));

/**
 * The rowids of up to `limit` leads of `where` in `order`, from `offset`, as a condition on leads: the
 * rows are found on an index alone, then read. With two arms, each gives its leads' rowids and order
 * columns, and the union is sorted (a compound select sorts by its first select's columns, as `order` names them).
 */
export function inOrder(db: Database, where: LeadWhere, order: SQL[], limit: number, offset = 0): SQL {
  const [only, ...more] = where;
  if (more.length === 0) {
    const page = db
      .select({ rowid: sql`rowid` })
      .from(leads)
      .where(only)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return sql`${leads}.rowid in ${page}`;
  }
  // Drizzle's own unionAll writes every column of the statement unqualified, the outer query's too.
  const arms = where.map((arm) => db.select(orderColumns).from(leads).where(arm).getSQL());
  const union = sql.join(arms, sql` union all `);
  return sql`${leads}.rowid in (select lead_rowid from (${union} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}))`;
}

/** What `inOrder` sorts a union of arms by: the columns of every order of the list and the overdue box. */
const orderColumns = {
  leadRowid: sql<number>`${leads}.rowid`.as("lead_rowid"),
  lastRequestedAt: leads.lastRequestedAt,
  id: leads.id,
  nextCallbackAt: leads.nextCallbackAt,
};

/**
 * A column as a condition reads it: itself, or (`unindexed`) behind SQLite's unary + so the planner
 * cannot walk its index. Under a search the search's own indexes must lead: the waiting conditions'
 * indexes hold hundreds of thousands of new leads at a million (issue 21, item 10).
 */
type Read = (column: AnyColumn) => SQL;
const asIs: Read = (column) => sql`${column}`;
export const unindexed: Read = (column) => sql`+${column}`;

/** What the waiting conditions are read for: a count of every lead, or a list of the first in waiting order. */
export type Reading = "count" | "list";

/**
 * How the waiting conditions read their columns under `filters`: unindexed under a search its own indexes
 * lead; and under the chat or newsletter way in, whose (lead_source, ready_to_talk, created_at, …) index
 * holds every column they read, so the overdue box counts a way in's leads from that index alone where
 * the (status, last_requested_at) index read hundreds of thousands of new leads from the table ("chat,
 * ready to talk, last 7 days", issue 21, item 10). A list walks the waiting order and stops at its limit:
 * at once for a way in alone (a third of the leads), but through most new leads for one narrowed to a
 * creation range, which the way-in index bounds. The form way in is two sources, no range of the index.
 */
export const readFor = (filters: Partial<LeadFilters>, way: SearchWay, reading: Reading): Read => {
  if (filters.q && way === "index") return unindexed;
  const oneWayIn = filters.source === "chat" || filters.source === "newsletter";
  return oneWayIn && (reading === "count" || filters.from !== undefined) ? unindexed : asIs;
};

/**
 * Leads an advisor can and should call (issue 21, item 4): with a phone (a chat that ended before the
 * phone question, or a newsletter signup alone, has none: they have views of their own), and not a chat
 * the server ended for inappropriate messages (SPEC §8: the visitor was told to call us).
 */
export const awaitsCall = (read = asIs) => and(isNull(read(leads.endedReason)), isNotNull(read(leads.phoneDigits)));

/**
 * A callback whose time has come (issue 21, item 3), on a lead still open: from then on it waits like a
 * new request, and counts overdue like one.
 */
export const callbackDue = (now: string, read = asIs) =>
  and(lte(read(leads.nextCallbackAt), now), notInArray(read(leads.status), ["closed", "spam"]), awaitsCall(read));

/**
 * A new request no advisor has called since it came, with no callback set for later. The trigger of
 * migration 0011 files the same leads under lead_tallies' "uncalled".
 */
export const uncalledRequest = (read = asIs) =>
  and(
    eq(read(leads.status), "new"),
    isNull(read(leads.nextCallbackAt)),
    or(isNull(read(leads.lastCallAt)), lt(read(leads.lastCallAt), read(leads.lastRequestedAt))),
    awaitsCall(read),
  );

/** The leads with no phone to call, by way in: their own views on the list and counts on the dashboard. */
export const NO_PHONE_VIEWS = {
  "no-contact": and(eq(leads.leadSource, CHAT_LEAD_SOURCE), isNull(leads.phoneDigits)),
  subscribers: and(eq(leads.leadSource, NEWSLETTER_LEAD_SOURCE), isNull(leads.phoneDigits)),
} satisfies Record<NoPhoneView, SQL | undefined>;

/**
 * The list's order (issue 11, item 5): latest activity first, a new lead or a repeat request, on the
 * (last_requested_at, id) index.
 */
export const latestActivityFirst = [desc(leads.lastRequestedAt), desc(leads.id)];

/** The list's other order (issue 21, item 6): the longest waiting first, on the same index walked the other way. */
export const oldestFirst = [asc(leads.lastRequestedAt), asc(leads.id)];

/** The CSV's order: by creation, which never changes, so its paged walk cannot skip or repeat a lead. */
export const newestFirst = [desc(leads.createdAt), desc(leads.id)];
