import { integer, sqliteTable, uniqueIndex } from "drizzle-orm/sqlite-core";
import { leadReference } from "./leads.ts";

// The advisors' name search at a million leads (issue 21, item 10; docs/decisions/032-name-search-by-trigrams.md):
// the FTS5 table lead_name_search (trigram tokenizer, content-less, created by the custom migration
// 0015_lead_name_search with its triggers) holds the name and email of every lead and every request, one
// row each. A content-less FTS5 row is known by an integer rowid only, and a lead's id is text: this table
// gives each of those rows its integer key. Only the triggers of that migration write it.

/**
 * One searchable row: the lead's own name and email (request_id 0) or one request's (request_id its id).
 * key is an INTEGER PRIMARY KEY, an alias of the rowid, so VACUUM keeps it, unlike the leads' own rowid.
 * It goes with its lead (and its FTS5 row with it, by a trigger on this table).
 */
export const leadSearchRows = sqliteTable(
  "lead_search_rows",
  {
    key: integer("key").primaryKey(),
    leadId: leadReference(),
    requestId: integer("request_id").notNull().default(0),
  },
  (t) => [uniqueIndex("lead_search_rows_lead_request_idx").on(t.leadId, t.requestId)],
);
