import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns.ts";

/** Emails to visitors already sent, by a key naming the email and its occasion: queue retries send each once. */
export const emailSends = sqliteTable("email_sends", {
  key: text("key").primaryKey(),
  leadId: text("lead_id"),
  kind: text("kind").notNull(),
  sentAt: timestamp("sent_at"),
});

/**
 * Visitor emails per recipient address and UTC day: the address only as an HMAC of its
 * normalized form, so this table holds no address. One row per address, category and day is the cap:
 * the claim is one insert that does nothing on a conflict, across forms, chat and newsletter.
 */
export const emailAddressSends = sqliteTable(
  "email_address_sends",
  {
    addressHash: text("address_hash").notNull(),
    category: text("category").notNull(),
    day: text("day").notNull(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.category, t.day] }), index("email_address_sends_day_idx").on(t.day)],
);

/**
 * Form tokens that stored a request: the nonce is claimed by one insert that does
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

/**
 * Inappropriate messages per chat session (SPEC §4): the browser tab's session id, so a
 * reload or "Start over" in the tab goes on counting; counted in one upsert, with no lead needed. Kept
 * CHAT_LIMITS.storageDays after the last strike, as long as the browser keeps the chat.
 */
export const chatStrikes = sqliteTable(
  "chat_strikes",
  {
    sessionId: text("session_id").primaryKey(),
    strikes: integer("strikes").notNull(),
    updatedAt: timestamp("updated_at"),
  },
  (t) => [index("chat_strikes_updated_at_idx").on(t.updatedAt)],
);
