import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Counts the admin pages show, kept by triggers on leads (migration 0010_admin_tallies) so that a page
// at a million leads reads a few rows instead of counting hundreds of thousands
// (docs/decisions/027-admin-counts-kept-by-triggers.md). Only the triggers write these tables.

/**
 * How many leads there are per assignee (0: nobody), status and place in the call queue: "uncalled" (a
 * new request no one has called, no callback set: lead-query's uncalledRequest), "callable" (any other
 * lead with a phone and not ended: awaitsCall), "no-contact" and "subscriber" (NO_PHONE_VIEWS), "other".
 */
export const leadTallies = sqliteTable(
  "lead_tallies",
  {
    advisorKey: integer("advisor_key").notNull(),
    status: text("status").notNull(),
    queue: text("queue", { enum: ["uncalled", "callable", "no-contact", "subscriber", "other"] }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.advisorKey, t.status, t.queue] })],
);

/** Leads created per UTC hour (YYYY-MM-DDTHH) and way in: the dashboard's leads per day. */
export const leadHours = sqliteTable(
  "lead_hours",
  {
    hour: text("hour").notNull(),
    leadSource: text("lead_source").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.leadSource] })],
);

/** Chat leads created per UTC hour that hold each answer key: the dashboard's chat funnel. */
export const chatAnswerHours = sqliteTable(
  "chat_answer_hours",
  {
    hour: text("hour").notNull(),
    key: text("key").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.key] })],
);
