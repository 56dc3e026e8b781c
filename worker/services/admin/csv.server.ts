import { and, asc, desc, eq, getTableColumns, lt, lte, or, type SQL } from "drizzle-orm";
import {
  ADVISOR_CSV_COLUMNS,
  NOT_EXPORTED,
  notesCell,
  TECHNICAL_CSV_COLUMNS,
  type LeadCsvColumn,
  type LeadCsvRow,
  type QuoteTotals,
} from "#app/domain/admin/lead-csv";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { filtersQuery } from "#app/domain/admin/lead-filters-query";
import { database, type Database } from "#worker/db/client";
import { inList } from "#worker/db/in-list";
import { advisors, leadNotes, leads } from "#worker/db/schema";
import { leadsWhere } from "./lead-search.server";
import { recordAction } from "#worker/services/leads";
import { quoteTotalsQuery } from "#worker/services/quotes";
import { csvStream } from "./csv-stream.server";

/** The two leads exports (docs/decisions/045): what an advisor works from, and the technical columns. */
export type LeadsCsvKind = "advisor" | "technical";

const COLUMNS: Record<LeadsCsvKind, readonly LeadCsvColumn[]> = { advisor: ADVISOR_CSV_COLUMNS, technical: TECHNICAL_CSV_COLUMNS };

/** Every stored column but the few no export holds (the transcript, the raw answers, the chat token's hash). */
const exportedColumns = Object.fromEntries(
  Object.entries(getTableColumns(leads)).filter(([key]) => !NOT_EXPORTED.some((left) => left === key)),
);

type PageRow = Awaited<ReturnType<typeof csvPageQuery>>[number];

/** Records who exported which filters and which columns; the search itself is personal data and is left out. */
export function recordExport(env: Env, advisorId: number, filters: Partial<LeadFilters>, kind: LeadsCsvKind = "advisor"): Promise<void> {
  const { q, ...rest } = filters;
  const columns = kind === "technical" ? { columns: kind } : {};
  return recordAction(env, advisorId, { action: "export", filters: filtersQuery(rest).slice(1), searched: Boolean(q), ...columns });
}

/**
 * The filtered leads as CSV, streamed newest first, walking the (created_at, id) key so a lead written
 * during the export neither repeats nor shifts a page. A broad name search is asked of each lead walked
 * (leadsWhere, asked once), so no page reads the whole trigram index. A byte-order mark first, so a
 * spreadsheet opened by a double click reads the file as UTF-8 ("María José García", not "MarÃ­a").
 */
export async function leadsCsv(
  env: Env,
  filters: Partial<LeadFilters>,
  advisorId: number,
  kind: LeadsCsvKind = "advisor",
): Promise<ReadableStream<Uint8Array>> {
  const db = database(env.DB);
  const where = await leadsWhere(env, filters, advisorId);
  const columns = COLUMNS[kind];
  return csvStream(
    columns.map((column) => column.header),
    async (after: LeadCsvRow | null, limit) => {
      const rows = await csvPageQuery(db, where, after, limit);
      // The technical columns need neither the notes nor the quote checks.
      return kind === "advisor" ? withNotesAndQuotes(db, rows) : rows.map((row) => ({ ...row, advisorNotes: "", quote: null }));
    },
    (row) => columns.map((column) => column.cell(row)),
    { byteOrderMark: true },
  );
}

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
  return (
    db
      .select({ ...exportedColumns, id: leads.id, createdAt: leads.createdAt, assignedAdvisorName: advisors.name })
      .from(leads)
      .leftJoin(advisors, eq(advisors.id, leads.assignedAdvisorId))
      .where(and(where, cursor))
      // By creation, which never changes, so the paged walk cannot skip or repeat a lead.
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit)
  );
}

/** The page's notes and quote checks in one batch: the ids go as one JSON parameter (D1 binds at most 100 values). */
async function withNotesAndQuotes(db: Database, rows: PageRow[]): Promise<LeadCsvRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [notes, quotes] = await db.batch([
    db
      .select({ leadId: leadNotes.leadId, body: leadNotes.body, createdAt: leadNotes.createdAt, advisorName: advisors.name })
      .from(leadNotes)
      .leftJoin(advisors, eq(advisors.id, leadNotes.advisorId))
      .where(inList(leadNotes.leadId, ids))
      .orderBy(asc(leadNotes.leadId), asc(leadNotes.createdAt), asc(leadNotes.id)),
    quoteTotalsQuery(db, inList(leads.id, ids)),
  ]);
  const notesByLead = Map.groupBy(notes, (note) => note.leadId);
  const quoteByLead = new Map(quotes.map(({ leadId, ...totals }) => [leadId, quoteTotals(totals)]));
  return rows.map((row) => ({ ...row, advisorNotes: notesCell(notesByLead.get(row.id) ?? []), quote: quoteByLead.get(row.id) ?? null }));
}

/** SQLite's sums as numbers. */
const quoteTotals = (totals: Record<keyof QuoteTotals, number>): QuoteTotals => ({
  checks: Number(totals.checks),
  flags: Number(totals.flags),
  worthCents: Number(totals.worthCents),
  queued: Number(totals.queued),
  notRead: Number(totals.notRead),
  notQuote: Number(totals.notQuote),
});
