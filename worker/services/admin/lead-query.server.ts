import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, notInArray, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { BROAD_SEARCH_COUNT_CAP, BROAD_SEARCH_INDEX_ROWS, cappedCount, nameSearchMatch } from "#app/domain/admin/name-search";
import { searchQuery } from "#app/domain/admin/search-query";
import { CHAT_LEAD_SOURCE, NEWSLETTER_LEAD_SOURCE, type NoPhoneView } from "#app/domain/admin/lead-status";
import { database, type Database } from "#worker/db/client";
import { leadRequests, leadSearchRows, leads } from "#worker/db/schema";
import { DAY_MS } from "#app/domain/constants";

/** The day after `day` (YYYY-MM-DD), so "to" includes the whole of its day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * Leads where `condition` holds of the lead or of one of its requests: a returning visitor's new
 * address, phone or name is kept on the request (lead_requests), and the search finds it there too.
 * `onLead` and `onRequest` are the same condition over each table's columns.
 */
function leadOrRequest(onLead: SQL | undefined, onRequest: SQL | undefined): SQL | undefined {
  return or(onLead, sql`${leads.id} in (select ${leadRequests.leadId} from ${leadRequests} where ${onRequest})`);
}

/**
 * A phone number, in arms no lead meets twice (docs/decisions/038 and 044): all ten digits exactly, fewer
 * as a prefix from the area code, and seven (`local`) also as a number's last seven digits ("555-0188").
 * The leads whose own phone it is come first, from the (phone_digits, …) index that holds every column the
 * list and the overdue box read, then those whose last seven digits it is (and not their prefix), from the
 * index of phone_local; last the few whose own phone it is not but one of whose requests gave it, from the
 * indexes of the requests' other phones (other_phone_digits, kept by the triggers of migration 0018, and
 * its last seven digits). Form and chat phones share the 10-digit form there, however typed.
 */
function phoneArms(digits: string, local: boolean): (SQL | undefined)[] {
  // ":" sorts right after "9": every digit string that starts with `digits` lies in [digits, digits + ":").
  const from = (column: SQL) => (digits.length === 10 ? eq(column, digits) : and(gte(column, digits), lt(column, `${digits}:`)));
  const requestsGiving = (condition: SQL | undefined) => sql`select ${leadRequests.leadId} from ${leadRequests} where ${condition}`;
  const fromRequests = requestsGiving(from(asIs(leadRequests.otherPhoneDigits)));
  // The lead's own phone, read off its index so the other arms' indexes lead (null is not it).
  const ownPhone = from(unindexed(leads.phoneDigits));
  if (!local) return [from(asIs(leads.phoneDigits)), and(sql`${leads.id} in (${fromRequests})`, sql`not ifnull(${ownPhone}, 0)`)];
  const endsWith = (column: SQL) => eq(column, digits);
  const fromRequestsLocal = requestsGiving(endsWith(asIs(leadRequests.otherPhoneLocal)));
  const ownAny = or(ownPhone, endsWith(unindexed(leads.phoneLocal)));
  return [
    from(asIs(leads.phoneDigits)),
    and(endsWith(asIs(leads.phoneLocal)), sql`not ifnull(${ownPhone}, 0)`),
    and(sql`${leads.id} in (${fromRequests} union ${fromRequestsLocal})`, sql`not ifnull(${ownAny}, 0)`),
  ];
}

/**
 * How the list's queries find a search's leads: "index", the search's own indexes lead (email, phone,
 * or a name through the trigram index); "walk", a broad name search (under three characters, or its
 * trigrams in more than BROAD_SEARCH_INDEX_ROWS rows of the index), where the list's own indexes lead,
 * each lead walked is asked whether its rows hold the text, each page stops when full and each count at the cap.
 */
export type SearchWay = "index" | "walk";

/** The search's way: one query of the trigram index that stops one row past the bound (docs/decisions/035). */
export async function searchWay(env: Env, filters: Partial<LeadFilters>): Promise<SearchWay> {
  const search = filters.q ? searchQuery(filters.q) : null;
  if (search?.kind !== "name") return "index";
  const match = nameSearchMatch(search.text);
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
 * A search's conditions, in arms no lead meets twice: three for a phone's last seven digits, two for any
 * other phone, else one. An email is a prefix range on the (lowercased) email indexes. A query that
 * folds to nothing finds every lead, as an empty search does.
 */
function searchArms(raw: string, way: SearchWay): (SQL | undefined)[] {
  const search = searchQuery(raw);
  if (search === null) return [undefined];
  if (search.kind === "phone") return phoneArms(search.digits, search.local);
  if (search.kind === "name") return [nameCondition(search.text, way)];
  const on = (column: AnyColumn) => and(gte(column, search.address), lt(column, `${search.address}\u{10FFFF}`));
  return [leadOrRequest(on(leads.email), on(leadRequests.email))];
}

/**
 * A name, part of an email, or words of the notes, folded (`folded`, searchFold's text): anywhere in a
 * row of lead_search_rows, which holds each lead's and each request's text folded the same way (the view
 * lead_search_text of migration 0020): "jose" finds José, "MARIA" María. From three characters on, the
 * trigram index finds the rows holding all the query's trigrams, and only those are asked whether they
 * hold the text (docs/decisions/032 and 044). A broad search (way "walk") asks the rows of each lead the
 * list's own order walks.
 */
function nameCondition(folded: string, way: SearchWay): SQL | undefined {
  const holds = sql`instr(${leadSearchRows.body}, ${folded}) > 0`;
  const match = nameSearchMatch(folded);
  if (way === "walk" || !match) {
    return sql`exists (select 1 from ${leadSearchRows} where ${leadSearchRows.leadId} = ${leads.id} and ${holds})`;
  }
  // The index holds no positions: a row with the trigrams apart is found too, and the text decides.
  return sql`${leads.id} in (select ${leadSearchRows.leadId} from ${leadSearchRows} where ${leadSearchRows.key} in
    (select rowid from lead_name_search where lead_name_search match ${match}) and ${holds})`;
}

/**
 * The leads a page's statements read, as conditions on leads that no lead meets twice, whose leads are
 * the whole together ("arms"): one, but two or three under a phone search (phoneArms). Each statement asks each
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
 * indexes hold hundreds of thousands of new leads at a million.
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
 * ready to talk, last 7 days"). A list walks the waiting order and stops at its limit:
 * at once for a way in alone (a third of the leads), but through most new leads for one narrowed to a
 * creation range, which the way-in index bounds. The form way in is two sources, no range of the index.
 */
export const readFor = (filters: Partial<LeadFilters>, way: SearchWay, reading: Reading): Read => {
  if (filters.q && way === "index") return unindexed;
  const oneWayIn = filters.source === "chat" || filters.source === "newsletter";
  return oneWayIn && (reading === "count" || filters.from !== undefined) ? unindexed : asIs;
};

/**
 * Leads an advisor can and should call: with a phone (a chat that ended before the
 * phone question, or a newsletter signup alone, has none: they have views of their own), and not a chat
 * the server ended for inappropriate messages (SPEC §8: the visitor was told to call us).
 */
export const awaitsCall = (read = asIs) => and(isNull(read(leads.endedReason)), isNotNull(read(leads.phoneDigits)));

/**
 * A callback whose time has come, on a lead still open: from then on it waits like a
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
 * The list's order: latest activity first, a new lead or a repeat request, on the
 * (last_requested_at, id) index.
 */
export const latestActivityFirst = [desc(leads.lastRequestedAt), desc(leads.id)];

/** The list's other order: the longest waiting first, on the same index walked the other way. */
export const oldestFirst = [asc(leads.lastRequestedAt), asc(leads.id)];

/** The CSV's order: by creation, which never changes, so its paged walk cannot skip or repeat a lead. */
export const newestFirst = [desc(leads.createdAt), desc(leads.id)];
