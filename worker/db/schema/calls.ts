import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
// Relative with their extensions: the seed script and drizzle-kit load these files in plain Node.
import { CALL_OUTCOMES } from "#app/domain/admin/call-outcomes.ts";
import { timestamp } from "./columns.ts";
import { leadReference } from "./leads.ts";

/** Every call an advisor made to a lead: the outcome, who and when, and an optional note. */
export const callAttempts = sqliteTable(
  "call_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: leadReference(),
    advisorId: integer("advisor_id").notNull(),
    outcome: text("outcome", { enum: CALL_OUTCOMES }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("call_attempts_lead_idx").on(t.leadId, t.createdAt)],
);
