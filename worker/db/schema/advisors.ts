import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
// Relative with their extensions: the seed script and drizzle-kit load these files in plain Node.
import { ADVISOR_ACTIONS } from "#app/domain/admin/audit.ts";
import { SIGN_IN_PAUSE_KINDS } from "#app/domain/admin/sign-in-pauses.ts";
import type { LeadLanguage } from "#app/domain/lead-language.ts";
import { bool, json, timestamp } from "./columns.ts";
import { leadReference } from "./leads.ts";

/** Named advisors: a PBKDF2-SHA-256 password hash, or none when only Cloudflare Access admits them. */
export const advisors = sqliteTable("advisors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash"),
  // bumped by a password change: sessions carry it, so older sessions end
  credentialVersion: integer("credential_version").notNull().default(1),
  disabled: bool("disabled").notNull().default(false),
  // the languages the advisor speaks, as codes: Spanish leads are suggested to them
  languages: json<LeadLanguage[]>("languages").notNull().default(["en"]),
  createdAt: timestamp("created_at"),
});

/** What an advisor wrote about a lead, newest first on the lead's page. */
export const leadNotes = sqliteTable(
  "lead_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: leadReference(),
    advisorId: integer("advisor_id").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * The audit of advisors' actions (status, note, assignment, deletion, CSV export): who and when. No
 * foreign key to the lead, so the record outlives a deleted lead; detail holds no personal data.
 */
export const advisorActions = sqliteTable(
  "advisor_actions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    advisorId: integer("advisor_id").notNull(),
    action: text("action", { enum: ADVISOR_ACTIONS }).notNull(),
    leadId: text("lead_id"),
    detail: text("detail"),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("advisor_actions_lead_idx").on(t.leadId, t.createdAt), index("advisor_actions_created_idx").on(t.createdAt)],
);

/** Failed advisor sign-ins per client address (and "*" for all), counted in one atomic upsert per attempt. */
export const signInFailures = sqliteTable("sign_in_failures", {
  key: text("key").primaryKey(),
  windowStartedMs: integer("window_started_ms").notNull(),
  count: integer("count").notNull(),
});

/**
 * Each time a sign-in limit was first crossed in its window, for the dashboard: the
 * kind and, for a known browser or an account that is an advisor's, which advisor. Kept 30 days.
 */
export const signInPauses = sqliteTable(
  "sign_in_pauses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: SIGN_IN_PAUSE_KINDS }).notNull(),
    advisorId: integer("advisor_id"),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("sign_in_pauses_created_idx").on(t.createdAt)],
);
