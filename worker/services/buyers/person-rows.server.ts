import { eq, getTableName, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { d1Batch } from "#worker/db/batch";
import { database } from "#worker/db/client";
import { inList } from "#worker/db/in-list";
import * as schema from "#worker/db/schema";
import type { BuyerReach } from "#app/domain/buyers/buyer-page";
import { addressClaim } from "#worker/services/email";

// Every table's rows for one person, and nobody else's (the right to know and to delete, /privacy). The
// list is the schema's: PERSON_ROWS names each table drizzle knows, so a new table does not typecheck until
// it says how its rows belong to a person, or that they belong to nobody; tests/workers/buyers checks the
// list against the schema's tables as the database holds them.

/** The tables of the schema, by their export name. */
type Tables = { [K in keyof typeof schema as (typeof schema)[K] extends SQLiteTable ? K : never]: (typeof schema)[K] };

/** What ties rows to the person: their leads, their quotes' checks, their chats' sessions, their addresses' hashes. */
export type PersonScope = { leadIds: string[]; checkIds: string[]; sessionIds: string[]; addressHashes: string[] };

type Rows<T extends SQLiteTable> = { table: T; of: (scope: PersonScope) => SQL | undefined };

const rows = <T extends SQLiteTable>(table: T, of: (scope: PersonScope) => SQL | undefined): Rows<T> => ({ table, of });

/** Why a table holds nobody's rows: said once, for the export's readers. */
export const NOBODYS = {
  advisors: "the advisors' accounts",
  signInFailures: "advisors' failed sign-ins, counted per network address",
  signInPauses: "when advisors' sign-in was paused",
  negotiatedDeals: "deals advisors negotiated, with no buyer named",
  stockVehicleImages: "stock photos of cars",
  leadTallies: "counts of leads",
  leadHours: "counts of leads per hour",
  chatAnswerHours: "counts of chat answers per hour",
  firstContactHours: "counts of requests per hour, first caller and wait for the call",
  formTokenUses: "one-time form tokens, which name nobody",
  vitalHours: "page speed counts",
  vitalTargets: "page speed counts per page element",
  searchFolds: "how the search folds letters (accents and case)",
} as const;

const { leads, leadRequests, leadStatusChanges, leadNotes, callAttempts, leadSearchRows, advisorActions, leadDeletions } = schema;
const { quoteChecks, quoteLines, quoteFlags, quoteCorrections, emailSends, emailAddressSends, chatStrikes } = schema;

export const PERSON_ROWS = {
  leads: rows(leads, ({ leadIds }) => inList(leads.id, leadIds)),
  leadRequests: rows(leadRequests, ({ leadIds }) => inList(leadRequests.leadId, leadIds)),
  leadStatusChanges: rows(leadStatusChanges, ({ leadIds }) => inList(leadStatusChanges.leadId, leadIds)),
  leadNotes: rows(leadNotes, ({ leadIds }) => inList(leadNotes.leadId, leadIds)),
  callAttempts: rows(callAttempts, ({ leadIds }) => inList(callAttempts.leadId, leadIds)),
  leadSearchRows: rows(leadSearchRows, ({ leadIds }) => inList(leadSearchRows.leadId, leadIds)),
  advisorActions: rows(advisorActions, ({ leadIds }) => inList(advisorActions.leadId, leadIds)),
  leadDeletions: rows(leadDeletions, ({ leadIds }) => inList(leadDeletions.leadId, leadIds)),
  quoteChecks: rows(quoteChecks, ({ checkIds }) => inList(quoteChecks.id, checkIds)),
  quoteLines: rows(quoteLines, ({ checkIds }) => inList(quoteLines.checkId, checkIds)),
  quoteFlags: rows(quoteFlags, ({ checkIds }) => inList(quoteFlags.checkId, checkIds)),
  quoteCorrections: rows(quoteCorrections, ({ checkIds }) => inList(quoteCorrections.checkId, checkIds)),
  emailSends: rows(emailSends, ({ leadIds }) => inList(emailSends.leadId, leadIds)),
  emailAddressSends: rows(emailAddressSends, ({ addressHashes }) => inList(emailAddressSends.addressHash, addressHashes)),
  chatStrikes: rows(chatStrikes, ({ sessionIds }) => inList(chatStrikes.sessionId, sessionIds)),
} satisfies { [K in Exclude<keyof Tables, keyof typeof NOBODYS>]: Rows<Tables[K]> };

/**
 * The person a page's lead stands for: the lead, and each other lead whose own address is the lead's (the
 * link was sent to it, so whoever holds it holds the address). A lead with no address is a person alone,
 * and so is the lead a chat's link opens (`reach` "lead"): the address a chat typed proves nothing.
 */
export async function personScope(env: Env, leadId: string, reach: BuyerReach): Promise<PersonScope> {
  const db = database(env.DB);
  const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) return { leadIds: [], checkIds: [], sessionIds: [], addressHashes: [] };
  const byAddress = reach === "person" && lead.email !== null;
  const people = await db
    .select({ id: leads.id, email: leads.email, sessionId: leads.sessionId, quote: leads.dealerQuoteImagePath })
    .from(leads)
    .where(byAddress && lead.email ? or(eq(leads.id, leadId), eq(leads.email, lead.email)) : eq(leads.id, leadId));
  const leadIds = people.map((person) => person.id);
  const paths = people.flatMap((person) => (person.quote ? [person.quote] : []));
  const checks = await db
    .select({ id: quoteChecks.id })
    .from(quoteChecks)
    .where(or(inList(quoteChecks.leadId, leadIds), inList(quoteChecks.path, paths)));
  // An address's daily email counts are the person's only where the address is shown to be theirs.
  const addresses = byAddress ? [...new Set(people.flatMap((person) => (person.email ? [person.email] : [])))] : [];
  const hashes = await Promise.all(addresses.map(async (address) => (await addressClaim(env, "confirmation", address)).addressHash));
  return {
    leadIds,
    checkIds: checks.map((check) => check.id),
    sessionIds: [...new Set(people.flatMap((person) => (person.sessionId ? [person.sessionId] : [])))],
    addressHashes: hashes,
  };
}

export type PersonExport = { exportedAt: string; tables: Record<string, Record<string, unknown>[]> };

/** Every row of every table that is the person's, by the table's name in the database, in one batch. */
export async function personRows(env: Env, scope: PersonScope, now = new Date()): Promise<PersonExport> {
  const entries: Rows<SQLiteTable>[] = Object.values(PERSON_ROWS);
  // Every column as the database names it: the export is the rows as they are stored.
  const results = await d1Batch(
    env.DB,
    entries.map(({ table, of }) => sql`select * from ${table} where ${of(scope) ?? sql`0`}`),
  );
  const tables: Record<string, Record<string, unknown>[]> = {};
  entries.forEach(({ table }, index) => {
    tables[getTableName(table)] = results[index]?.results ?? [];
  });
  const inScope = new Set(scope.leadIds);
  // A lead's person is the earliest lead it matched (by phone, or by an address a chat typed): one outside the
  // scope is someone else's, and naming it would tell whoever holds this link that we hold them.
  tables[getTableName(leads)] = (tables[getTableName(leads)] ?? []).map((row) =>
    typeof row.person_id === "string" && !inScope.has(row.person_id) ? { ...row, person_id: null } : row,
  );
  return { exportedAt: now.toISOString(), tables };
}

/**
 * The rows a lead's deletion leaves (leads/deletion.server.ts takes the lead, its requests, history, notes,
 * calls and quotes): the advisors' actions on it, the emails sent about it, its address's email counts and
 * its chat's strikes. A buyer who deletes everything takes these too; only lead_deletions keeps that a
 * deletion happened, with no personal data (docs/decisions/052).
 */
export const LEFT_BY_A_LEAD_DELETION = ["advisorActions", "emailSends", "emailAddressSends", "chatStrikes"] as const;

export function leftoverDeletions(scope: PersonScope): SQL[] {
  return LEFT_BY_A_LEAD_DELETION.map((name) => {
    const { table, of }: Rows<SQLiteTable> = PERSON_ROWS[name];
    return sql`delete from ${table} where ${of(scope) ?? sql`0`}`;
  });
}
