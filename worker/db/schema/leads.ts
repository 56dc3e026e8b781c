import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Relative with their extensions: the seed script and drizzle-kit load these files in plain Node.
import { CHAT_ENDED_REASONS, DELETION_REASONS, STATUS_CHANGE_REASONS } from "#app/domain/admin/audit.ts";
import { CALL_OUTCOMES } from "#app/domain/admin/call-outcomes.ts";
import { CALL_QUEUES, type CallQueue } from "#app/domain/admin/call-queue.ts";
import { CHAT_LEAD_SOURCE, LEAD_STATUSES, NEWSLETTER_LEAD_SOURCE } from "#app/domain/admin/lead-status.ts";
import { FIRST_CALL_BUCKET_STEPS, UNCALLED_BUCKET, UNTIMED_BUCKET } from "#app/domain/admin/first-call-buckets.ts";
import { BOOKED_CALL_KINDS } from "#app/domain/buyers/booked-call-kinds.ts";
import { LEAD_LANGUAGES } from "#app/domain/lead-language.ts";
import { bool, json, timestamp } from "./columns.ts";

const queue = (name: CallQueue) => `'${name}'`;

/**
 * The call queue a lead is in (app/domain/admin/call-queue.ts), computed from its row: the one statement of
 * it. A callback set on an open lead puts it in "callback" whatever its status; a new lead called since
 * its latest request, or one an advisor moved on, is "callable".
 */
const callQueue = sql.raw(
  `CASE WHEN phone_digits IS NULL AND lead_source = '${CHAT_LEAD_SOURCE}' THEN ${queue("no-contact")} ` +
    `WHEN phone_digits IS NULL AND lead_source = '${NEWSLETTER_LEAD_SOURCE}' THEN ${queue("subscriber")} ` +
    `WHEN phone_digits IS NULL OR ended_reason IS NOT NULL THEN ${queue("other")} ` +
    `WHEN next_callback_at IS NOT NULL AND status NOT IN ('closed', 'spam') THEN ${queue("callback")} ` +
    `WHEN status = 'new' AND last_requested_at IS NOT NULL AND (last_call_at IS NULL OR last_call_at < last_requested_at) ` +
    `THEN ${queue("uncalled")} ` +
    `ELSE ${queue("callable")} END`,
);

/**
 * The bucket of a request's wait for its first call (app/domain/admin/first-call-buckets.ts, whose steps it
 * is written from): the one statement of it in SQL, which the first contact's counts read.
 */
const firstCallBucket = sql.raw(
  `CASE WHEN first_call_at IS NULL THEN ${UNCALLED_BUCKET} WHEN first_call_minutes IS NULL THEN ${UNTIMED_BUCKET} ` +
    FIRST_CALL_BUCKET_STEPS.toReversed()
      .map(({ from, width }) =>
        from === 0
          ? `ELSE first_call_minutes END`
          : `WHEN first_call_minutes >= ${from} THEN ${from} + (first_call_minutes - ${from}) / ${width} * ${width} `,
      )
      .join(""),
);

/**
 * After the queue and its order, the columns the list's filters read, so the overdue box and My day count
 * and list any filter's waiting leads from the index alone.
 */
const filterColumns = (t: { [column in FilterColumn]: AnySQLiteColumn }) =>
  [t.id, t.assignedAdvisorId, t.leadSource, t.readyToTalk, t.createdAt, t.status, t.language] as const;
type FilterColumn = "id" | "assignedAdvisorId" | "leadSource" | "readyToTalk" | "createdAt" | "status" | "language";

/** Form, newsletter and chat leads share one table (SPEC §3); lists and objects are JSON text. */
export const leads = sqliteTable(
  "leads",
  {
    id: text("id").primaryKey(),
    // identity and contact
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    zipCode: text("zip_code"),
    // vehicle and dealer quote
    vehicleType: text("vehicle_type"),
    timeline: text("timeline"),
    experience: text("experience"),
    knowsVehicle: bool("knows_vehicle"),
    make: text("make"),
    model: text("model"),
    year: integer("year"),
    trim: text("trim"),
    hasDealerQuote: bool("has_dealer_quote"),
    dealerQuoteImagePath: text("dealer_quote_image_path"),
    // needs
    bodyStyle: text("body_style"),
    locationType: text("location_type"),
    passengers: text("passengers"),
    dailyDriving: text("daily_driving"),
    priorities: json<string[]>("priorities"),
    // financing and budget
    financingType: text("financing_type"),
    budget: real("budget"),
    isBudgetMonthly: bool("is_budget_monthly"),
    creditRange: text("credit_range"),
    // trade-in
    hasTradeIn: bool("has_trade_in"),
    tradeInMake: text("trade_in_make"),
    tradeInModel: text("trade_in_model"),
    tradeInYear: text("trade_in_year"),
    tradeInMileage: text("trade_in_mileage"),
    tradeInCondition: text("trade_in_condition"),
    tradeInPayoff: real("trade_in_payoff"),
    // status and follow-up
    notes: text("notes"),
    qualified: bool("qualified"),
    readyToTalk: bool("ready_to_talk"),
    newsletterOptedIn: bool("newsletter_opted_in"),
    newsletterEmail: text("newsletter_email"),
    newsletterOptedInAt: text("newsletter_opted_in_at"),
    // record keeping
    conversationData: json<{ role: string; content: string }[]>("conversation_data"),
    answers: json<Record<string, unknown>>("answers"),
    leadSource: text("lead_source"),
    leadSourceDetail: text("lead_source_detail"),
    pageUrl: text("page_url"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    userAgent: text("user_agent"),
    referrerUrl: text("referrer_url"),
    sessionId: text("session_id"),
    createdAt: timestamp("created_at"),
    updatedAt: timestamp("updated_at"),
    // advisor work (admin route): where the lead stands, and when it was first contacted
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    statusChangedAt: text("status_changed_at"),
    contactedAt: text("contacted_at"),
    assignedAdvisorId: integer("assigned_advisor_id"),
    // one person across channels: the phone as 10 digits whatever the way in, so a form's
    // (415) 555-0100 and the chat's 4155550100 match; leads of one person share person_id (the id of
    // their first lead)
    phoneDigits: text("phone_digits"),
    // the number without its area code, for the search by its last seven digits (computed, never stored)
    phoneLocal: text("phone_local").generatedAlwaysAs(sql`substr(phone_digits, 4)`, { mode: "virtual" }),
    personId: text("person_id"),
    // every request reaches an advisor: the latest request (creation or a repeat) and how many there were
    lastRequestedAt: text("last_requested_at"),
    requestCount: integer("request_count").notNull().default(1),
    // the SHA-256 of a chat lead's update token, written by the insert that creates the lead
    chatTokenHash: text("chat_token_hash"),
    // a chat ended by the server (three inappropriate messages), and the strikes it counted
    endedReason: text("ended_reason", { enum: CHAT_ENDED_REASONS }),
    inappropriateStrikes: integer("inappropriate_strikes").notNull().default(0),
    // the notice and consent wording the visitor saw when the lead was taken
    consentTextVersion: text("consent_text_version"),
    consentAt: text("consent_at"),
    // newsletter double opt-in: only a confirmed address is a subscriber; an unsubscribe is kept as a time
    newsletterConfirmedAt: text("newsletter_confirmed_at"),
    newsletterUnsubscribedAt: text("newsletter_unsubscribed_at"),
    // the advisor's day: when to call back, and the call attempts so far (call_attempts holds each)
    nextCallbackAt: text("next_callback_at"),
    callAttemptCount: integer("call_attempt_count").notNull().default(0),
    lastCallAt: text("last_call_at"),
    lastCallOutcome: text("last_call_outcome", { enum: CALL_OUTCOMES }),
    // the language the visitor asked in: the /es pages send "es"; a later request in
    // another language is kept on the request, and a Spanish one makes the lead Spanish
    language: text("language", { enum: LEAD_LANGUAGES }).notNull().default("en"),
    // the call the buyer booked on their page (docs/decisions/051): a half-hour slot or "as soon as
    // possible", when they booked it; next_callback_at holds its time while the booking stands
    bookedCallAt: text("booked_call_at"),
    bookedCallKind: text("booked_call_kind", { enum: BOOKED_CALL_KINDS }),
    bookedCallMadeAt: text("booked_call_made_at"),
    // a new address the buyer asked for on their page, until the link sent to it is followed
    pendingEmail: text("pending_email"),
    pendingEmailAt: text("pending_email_at"),
    // where the lead stands in the call queue (computed, never stored)
    callQueue: text("call_queue", { enum: CALL_QUEUES }).generatedAlwaysAs(callQueue, { mode: "virtual" }),
  },
  (t) => [
    index("leads_email_idx").on(t.email),
    // the buyers' bookings per half hour (docs/decisions/051): each slot's count reads this index alone
    index("leads_booked_call_idx").on(t.bookedCallAt, t.bookedCallKind).where(sql`${t.bookedCallAt} is not null`),
    // the phone search: a phone or its area code, in the list's order
    index("leads_phone_requested_idx").on(t.phoneDigits, t.lastRequestedAt, t.id),
    // the phone search by a number's last seven digits ("555-0188", docs/decisions/044): few leads share them
    index("leads_phone_local_idx").on(t.phoneLocal).where(sql`${t.phoneLocal} is not null`),
    index("leads_person_idx").on(t.personId),
    index("leads_last_requested_idx").on(t.lastRequestedAt, t.id),
    // Mine and Unassigned in the list's order, id the tie-break, so a page needs no sort of its own
    index("leads_assigned_last_requested_idx").on(t.assignedAdvisorId, t.lastRequestedAt, t.id),
    index("leads_session_idx").on(t.sessionId),
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_status_created_idx").on(t.status, t.createdAt),
    // the dashboard's time to first contact reads the contacted leads only
    index("leads_contacted_idx").on(t.createdAt, t.contactedAt).where(sql`${t.contactedAt} is not null`),
    index("leads_source_created_idx").on(t.leadSource, t.createdAt),
    // A way in, ready to talk and a creation range, then the queue and the columns the list's order and the
    // overdue box read: the list's page is sorted from it before its rows are read, and the box counts from it
    index("leads_source_ready_created_idx").on(
      t.leadSource,
      t.readyToTalk,
      t.createdAt,
      t.callQueue,
      t.lastRequestedAt,
      t.nextCallbackAt,
      t.assignedAdvisorId,
      t.status,
      t.id,
    ),
    // the uncalled requests by how long they have waited, and the callbacks by their time (My day, the overdue box)
    index("leads_queue_requested_idx").on(t.callQueue, t.lastRequestedAt, ...filterColumns(t)),
    index("leads_queue_callback_idx").on(t.callQueue, t.nextCallbackAt, ...filterColumns(t)),
    // My day's Spanish requests first, for an advisor who speaks Spanish, in order however few they are
    index("leads_language_queue_requested_idx").on(t.language, t.callQueue, t.lastRequestedAt, t.id),
    // the Spanish leads still new, longest waiting first (the dashboard's notice)
    index("leads_language_status_last_requested_idx").on(t.language, t.status, t.lastRequestedAt, t.id),
  ],
);

/** A row that belongs to a lead, and goes with it when the lead is deleted. */
export const leadReference = () =>
  text("lead_id")
    .notNull()
    .references(() => leads.id, { onDelete: "cascade" });

/** Every status change of a lead, with its time: the lead's history on the advisor's page. */
export const leadStatusChanges = sqliteTable(
  "lead_status_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: leadReference(),
    status: text("status", { enum: LEAD_STATUSES }).notNull(),
    changedAt: timestamp("changed_at"),
    // who changed it; null when the system did (a lead that asked again goes back to new)
    advisorId: integer("advisor_id"),
    reason: text("reason", { enum: STATUS_CHANGE_REASONS }),
  },
  (t) => [index("lead_status_changes_lead_idx").on(t.leadId, t.changedAt)],
);

/** Every request a person makes, the first included: a repeat request never creates a second lead. */
export const leadRequests = sqliteTable(
  "lead_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: leadReference(),
    source: text("source").notNull(),
    sourceDetail: text("source_detail"),
    // the contact details as this request gave them: a returning visitor's new phone or address is kept
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    // the phone as 10 digits: matching and the advisors' search look at the details a request gave too
    phoneDigits: text("phone_digits"),
    // its last seven digits, for the search by a number without its area code (computed, never stored)
    phoneLocal: text("phone_local").generatedAlwaysAs(sql`substr(phone_digits, 4)`, { mode: "virtual" }),
    zipCode: text("zip_code"),
    pageUrl: text("page_url"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    make: text("make"),
    model: text("model"),
    year: integer("year"),
    // filed on a lead that shares one key (phone or email) while the other differs: who
    // sent it is not shown to be the lead's person, so it changed nothing of the lead, and the advisor sees it
    unverifiedMatch: bool("unverified_match").notNull().default(false),
    // the language of the page the request came from
    language: text("language", { enum: LEAD_LANGUAGES }).notNull().default("en"),
    createdAt: timestamp("created_at"),
    // a random key the browser that made the request holds, signed, as the thank-you view's link
    // (docs/decisions/052): it opens this request alone, never its lead
    receipt: text("receipt"),
    // the first call on the lead at or after this request (docs/decisions/057), set once by the call that
    // came first: its time, its advisor and the wait in advisor minutes; the dashboard's first contact
    // counts it (first_contact_hours)
    firstCallAt: text("first_call_at"),
    firstCallerId: integer("first_caller_id"),
    firstCallMinutes: integer("first_call_minutes"),
    // the wait's bucket, or none yet, or called but not timed (computed, never stored)
    firstCallBucket: integer("first_call_bucket").generatedAlwaysAs(firstCallBucket, { mode: "virtual" }),
  },
  (t) => [
    index("lead_requests_lead_idx").on(t.leadId, t.createdAt),
    // the dashboard's first contact reads the requests of its first partial hour and of the overdue cutoff's hour
    index("lead_requests_created_idx").on(t.createdAt),
    index("lead_requests_email_idx").on(t.email),
    uniqueIndex("lead_requests_receipt_idx").on(t.receipt),
    // the phone search reads each request's lead from the index alone
    index("lead_requests_phone_digits_idx").on(t.phoneDigits, t.leadId),
    index("lead_requests_phone_local_idx").on(t.phoneLocal, t.leadId).where(sql`${t.phoneLocal} is not null`),
  ],
);

/** A deleted lead: when, why, by whom, by which way in, and whether a quote went with it. No personal data. */
export const leadDeletions = sqliteTable("lead_deletions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  leadId: text("lead_id").notNull(),
  leadSource: text("lead_source"),
  leadCreatedAt: text("lead_created_at"),
  hadDealerQuote: integer("had_dealer_quote", { mode: "boolean" }).notNull(),
  deletedAt: timestamp("deleted_at"),
  reason: text("reason", { enum: DELETION_REASONS }).notNull().default("request"),
  // null for the retention cron
  advisorId: integer("advisor_id"),
});
