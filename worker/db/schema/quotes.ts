import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Relative with their extensions: the seed script and drizzle-kit load these files in plain Node.
import { CATEGORISED_BY, LINE_CATEGORIES } from "#app/domain/quotes/categories.ts";
import { CORRECTED_FIELDS, QUOTE_CHECK_STATUSES, QUOTE_READERS, QUOTE_SOURCES } from "#app/domain/quotes/check-status.ts";
import type { QuoteHead } from "#app/domain/quotes/reading.ts";
import { bool, json, timestamp } from "./columns.ts";
import { leads } from "./leads.ts";

/**
 * One uploaded dealer quote and what its reading made of it. A chat's quote is the lead's
 * dealer_quote_image_path (lead_id stays null: the upload comes before the chat names its lead); an
 * advisor's upload names its lead. Lines, flags and corrections go with the check.
 */
export const quoteChecks = sqliteTable(
  "quote_checks",
  {
    id: text("id").primaryKey(),
    path: text("path").notNull().unique(),
    leadId: text("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    source: text("source", { enum: QUOTE_SOURCES }).notNull(),
    advisorId: integer("advisor_id"),
    status: text("status", { enum: QUOTE_CHECK_STATUSES }).notNull().default("queued"),
    reader: text("reader", { enum: QUOTE_READERS }),
    // why it could not be read, said plainly (UNREADABLE_REASONS)
    reason: text("reason"),
    // the reading without its lines: dealer, date, car, totals, rate (QuoteHead)
    head: json<QuoteHead>("head"),
    // at most one AI reading per upload: claimed before the call, its answer kept for a retry to parse
    aiClaimedAt: text("ai_claimed_at"),
    aiAnswer: text("ai_answer"),
    flagCount: integer("flag_count").notNull().default(0),
    worthQuestioningCents: integer("worth_questioning_cents").notNull().default(0),
    createdAt: timestamp("created_at"),
    readAt: text("read_at"),
    checkedAt: text("checked_at"),
  },
  (t) => [index("quote_checks_lead_idx").on(t.leadId)],
);

const checkReference = () =>
  text("check_id")
    .notNull()
    .references(() => quoteChecks.id, { onDelete: "cascade" });

/** A line as read, and as it stands after an advisor's correction (the reading is kept beside it). */
export const quoteLines = sqliteTable(
  "quote_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    checkId: checkReference(),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    readAmountCents: integer("read_amount_cents").notNull(),
    readCategory: text("read_category", { enum: LINE_CATEGORIES }).notNull(),
    categorisedBy: text("categorised_by", { enum: CATEGORISED_BY }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    category: text("category", { enum: LINE_CATEGORIES }).notNull(),
    markedOptional: bool("marked_optional").notNull().default(false),
    section: text("section"),
  },
  (t) => [uniqueIndex("quote_lines_check_position_idx").on(t.checkId, t.position)],
);

/** A flag of the latest check run, with its rule and source. */
export const quoteFlags = sqliteTable(
  "quote_flags",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    checkId: checkReference(),
    ruleId: text("rule_id").notNull(),
    severity: text("severity", { enum: ["question", "info"] }).notNull(),
    linePosition: integer("line_position"),
    amountCents: integer("amount_cents").notNull(),
    sentence: text("sentence").notNull(),
    headline: text("headline").notNull(),
    sourceLabel: text("source_label").notNull(),
    sourceUrl: text("source_url").notNull(),
  },
  (t) => [index("quote_flags_check_idx").on(t.checkId)],
);

/** Every correction an advisor made: the line, the field, before and after, who and when. */
export const quoteCorrections = sqliteTable(
  "quote_corrections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    checkId: checkReference(),
    linePosition: integer("line_position").notNull(),
    field: text("field", { enum: CORRECTED_FIELDS }).notNull(),
    before: text("before").notNull(),
    after: text("after").notNull(),
    advisorId: integer("advisor_id").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("quote_corrections_check_idx").on(t.checkId, t.createdAt)],
);
