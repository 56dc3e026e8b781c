import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { leadReference } from "./leads.ts";

// The advisors' name search at a million leads (docs/decisions/032 and 044): the FTS5 table
// lead_name_search (trigram tokenizer, content-less, created by the custom migration 0020 with its
// triggers) holds the folded text of every lead and every request, one row each. A content-less FTS5 row
// is known by an integer rowid only, and a lead's id is text: this table gives each of those rows its
// integer key, and keeps the folded text the search compares. Only the triggers of that migration write it.

/**
 * One searchable row: the lead's own (request_id 0: its name, email, the buyer's notes and the advisors'
 * notes and call notes) or one request's (request_id its id: the name and email it gave). key is an
 * INTEGER PRIMARY KEY, an alias of the rowid, so VACUUM keeps it, unlike the leads' own rowid. It goes with
 * its lead (and its FTS5 row with it, by a trigger on this table).
 */
export const leadSearchRows = sqliteTable(
  "lead_search_rows",
  {
    key: integer("key").primaryKey(),
    leadId: leadReference(),
    requestId: integer("request_id").notNull().default(0),
    // the row's text as the search compares it: each part folded (searchFold), one line each, as the view
    // lead_search_text of migration 0020 writes it
    body: text("body").notNull().default(""),
  },
  (t) => [uniqueIndex("lead_search_rows_lead_request_idx").on(t.leadId, t.requestId)],
);

/**
 * What each character of the fold's ranges folds to (app/domain/admin/search-fold.ts): "É" to "e", "ß" to
 * "ss". Filled by migration 0020 from searchFoldTable; the view lead_search_text folds each row with it.
 */
export const searchFolds = sqliteTable("search_folds", {
  character: text("character").primaryKey(),
  folded: text("folded").notNull(),
});
