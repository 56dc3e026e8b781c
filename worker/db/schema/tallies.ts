import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CALL_QUEUES } from "#app/domain/admin/call-queue.ts";

// Counts the admin pages show, kept by triggers on leads (and lead_requests) so that a page at a million leads reads a few
// rows instead of counting hundreds of thousands (docs/decisions/027 and 054). Only the triggers write
// these tables.

/** How many leads there are per assignee (0: nobody), status and call queue (the leads' call_queue column). */
export const leadTallies = sqliteTable(
  "lead_tallies",
  {
    advisorKey: integer("advisor_key").notNull(),
    status: text("status").notNull(),
    queue: text("queue", { enum: CALL_QUEUES }).notNull(),
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

/**
 * Requests for a call (not a newsletter signup, on a lead an advisor can call: the leads' call_queue) per
 * UTC hour of the request, advisor who first called it (0: nobody yet) and bucket of its wait (the
 * requests' first_call_bucket): the dashboard's first contact (docs/decisions/057). Kept by triggers on
 * lead_requests and leads.
 */
export const firstContactHours = sqliteTable(
  "first_contact_hours",
  {
    hour: text("hour").notNull(),
    callerKey: integer("caller_key").notNull(),
    bucket: integer("bucket").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.callerKey, t.bucket] })],
);
