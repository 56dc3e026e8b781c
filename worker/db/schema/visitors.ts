import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns.ts";

/** Emails to visitors already sent, by a key naming the email and its occasion: queue retries send each once. */
export const emailSends = sqliteTable("email_sends", {
  key: text("key").primaryKey(),
  leadId: text("lead_id"),
  kind: text("kind").notNull(),
  sentAt: timestamp("sent_at"),
});

/**
 * Form tokens that stored a request (issue 13, item 4): the nonce is claimed by one insert that does
 * nothing on a conflict, so of any number of concurrent requests with one token exactly one stores.
 * A claim outlives its token (2 hours) by at most a day: the daily housekeeping forgets older ones.
 */
export const formTokenUses = sqliteTable(
  "form_token_uses",
  {
    nonce: text("nonce").primaryKey(),
    usedAt: timestamp("used_at"),
  },
  (t) => [index("form_token_uses_used_at_idx").on(t.usedAt)],
);
