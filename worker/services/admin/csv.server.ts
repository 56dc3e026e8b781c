import { and, asc, eq, lt, lte, or, type SQL } from "drizzle-orm";
import { leadCsvCell, notesCell } from "~/domain/admin/lead-csv";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { filtersQuery } from "~/domain/admin/lead-filters-query";
import { database, type Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { advisors, leadNotes, leads } from "../../db/schema";
import { leadConditions, newestFirst, searchWay } from "./lead-query.server";
import { recordAction } from "../leads";
import { csvStream } from "./csv-stream.server";

/**
 * Every stored column but the transcript and raw answers (they stay on the lead's page) and the chat
 * token's hash (it never leaves the Worker), in table order.
 */
const EXPORTED = Object.entries(leads).filter(
  ([key, column]) =>
    typeof column === "object" && column !== null && "name" in column && !["conversationData", "answers", "chatTokenHash"].includes(key),
) as [string, (typeof leads)["id"]][];

type Row = Record<string, unknown> & { id: string; createdAt: string; assignedAdvisorName: string | null; advisorNotes?: string };

/** The header: the stored columns' names, the assignee by name (issue 21, item 7), then the advisors' notes. */
const HEADER = [
  ...EXPORTED.map(([, column]) => (column.name === "assigned_advisor_id" ? "assigned_advisor" : column.name)),
  "advisor_notes",
];

/** Records who exported which filters (issue 11, item 4); the search itself is personal data and is left out. */
export function recordExport(env: Env, advisorId: number, filters: Partial<LeadFilters>): Promise<void> {
  const { q, ...rest } = filters;
  return recordAction(env, advisorId, { action: "export", filters: filtersQuery(rest).slice(1), searched: Boolean(q) });
}

/**
 * The filtered leads as CSV, streamed newest first, walking the (created_at, id) key so a lead written
 * during the export neither repeats nor shifts a page. A broad name search is asked of each lead walked
 * (searchWay, asked once), so no page reads the whole trigram index.
 */
export async function leadsCsv(env: Env, filters: Partial<LeadFilters>, advisorId: number): Promise<ReadableStream<Uint8Array>> {
  const db = database(env.DB);
  const where = leadConditions(filters, advisorId, await searchWay(env, filters));
  return csvStream(
    HEADER,
    async (after: Row | null, limit) => withNotes(db, (await csvPageQuery(db, where, after, limit)) as Row[]),
    (row) => [
      ...EXPORTED.map(([key]) => (key === "assignedAdvisorId" ? row.assignedAdvisorName : leadCsvCell(key, row[key]))),
      row.advisorNotes ?? "",
    ],
  );
}

const exportedColumns = Object.fromEntries(EXPORTED);

/**
 * One page of the export: up to `limit` leads matching `where` after the lead `after`, newest first. The
 * bound on created_at alone is what the index reads as a range; with the "or" only, each page walked the
 * index from the newest lead down to its place, so an export of N leads read N²/1,000 index entries
 * (over a hundred million for the 333,334 form leads of the million-lead bench).
 */
export function csvPageQuery(db: Database, where: SQL | undefined, after: { createdAt: string; id: string } | null, limit: number) {
  const cursor: SQL | undefined = after
    ? and(
        lte(leads.createdAt, after.createdAt),
        or(lt(leads.createdAt, after.createdAt), and(eq(leads.createdAt, after.createdAt), lt(leads.id, after.id))),
      )
    : undefined;
  return db
    .select({ ...exportedColumns, assignedAdvisorName: advisors.name })
    .from(leads)
    .leftJoin(advisors, eq(advisors.id, leads.assignedAdvisorId))
    .where(and(where, cursor))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The page's notes in one query: the ids go as one JSON parameter (D1 binds at most 100 values). */
async function withNotes(db: ReturnType<typeof database>, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const notes = await db
    .select({ leadId: leadNotes.leadId, body: leadNotes.body, createdAt: leadNotes.createdAt, advisorName: advisors.name })
    .from(leadNotes)
    .leftJoin(advisors, eq(advisors.id, leadNotes.advisorId))
    .where(
      inList(
        leadNotes.leadId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(leadNotes.leadId), asc(leadNotes.createdAt), asc(leadNotes.id));
  const byLead = Map.groupBy(notes, (note) => note.leadId);
  return rows.map((row) => ({ ...row, advisorNotes: notesCell(byLead.get(row.id) ?? []) }));
}
