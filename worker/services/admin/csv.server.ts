import { and, lt, or, eq, type SQL } from "drizzle-orm";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { filtersQuery } from "~/domain/admin/lead-filters-query";
import { database } from "../../db/client";
import { leads } from "../../db/schema";
import { leadConditions, newestFirst } from "./lead-query.server";
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

type Row = Record<string, unknown> & { id: string; createdAt: string };

/** Records who exported which filters (issue 11, item 4); the search itself is personal data and is left out. */
export function recordExport(env: Env, advisorId: number, filters: Partial<LeadFilters>): Promise<void> {
  const { q, ...rest } = filters;
  return recordAction(env, advisorId, { action: "export", filters: filtersQuery(rest).slice(1), searched: Boolean(q) });
}

/**
 * The filtered leads as CSV, streamed newest first, walking the (created_at, id) key so a lead written
 * during the export neither repeats nor shifts a page.
 */
export function leadsCsv(env: Env, filters: Partial<LeadFilters>, advisorId: number): ReadableStream<Uint8Array> {
  const db = database(env.DB);
  const where = leadConditions(filters, advisorId);
  const columns = Object.fromEntries(EXPORTED);
  return csvStream(
    EXPORTED.map(([, column]) => column.name),
    async (after: Row | null, limit) => {
      const cursor: SQL | undefined = after
        ? or(lt(leads.createdAt, after.createdAt), and(eq(leads.createdAt, after.createdAt), lt(leads.id, after.id)))
        : undefined;
      return (await db
        .select(columns)
        .from(leads)
        .where(and(where, cursor))
        .orderBy(...newestFirst)
        .limit(limit)) as Row[];
    },
    (row) => EXPORTED.map(([key]) => row[key]),
  );
}
