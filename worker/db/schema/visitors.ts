import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns.ts";

/** Emails to visitors already sent, by a key naming the email and its occasion: queue retries send each once. */
export const emailSends = sqliteTable("email_sends", {
  key: text("key").primaryKey(),
  leadId: text("lead_id"),
  kind: text("kind").notNull(),
  sentAt: timestamp("sent_at"),
});
