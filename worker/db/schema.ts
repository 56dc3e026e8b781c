import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
// Relative with its extension: the seed script and drizzle-kit load this file in plain Node.
import { LEAD_STATUSES } from "../../app/domain/admin/lead-status.ts";

const timestamp = (name: string) => text(name).notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const bool = (name: string) => integer(name, { mode: "boolean" });
const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();

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
  },
  (t) => [
    index("leads_email_idx").on(t.email),
    index("leads_phone_idx").on(t.phone),
    index("leads_session_idx").on(t.sessionId),
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_status_created_idx").on(t.status, t.createdAt),
    index("leads_source_created_idx").on(t.leadSource, t.createdAt),
  ],
);

/** Every status change of a lead, with its time: the lead's history on the advisor's page. */
export const leadStatusChanges = sqliteTable(
  "lead_status_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: text("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text("status", { enum: LEAD_STATUSES }).notNull(),
    changedAt: timestamp("changed_at"),
  },
  (t) => [index("lead_status_changes_lead_idx").on(t.leadId, t.changedAt)],
);

export const negotiatedDeals = sqliteTable(
  "negotiated_deals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    trim: text("trim"),
    vin: text("vin"),
    transmission: text("transmission"),
    drivetrain: text("drivetrain"),
    fuelType: text("fuel_type"),
    bodyStyle: text("body_style"),
    engine: text("engine"),
    savingsOffMsrp: real("savings_off_msrp").notNull(),
    dateNegotiated: text("date_negotiated").notNull(),
    updatedAt: text("updated_at"),
  },
  (t) => [index("negotiated_deals_date_idx").on(t.dateNegotiated)],
);

export const stockVehicleImages = sqliteTable(
  "stock_vehicle_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    trim: text("trim"),
    imageUrl: text("image_url").notNull(),
    createdAt: timestamp("created_at"),
  },
  (t) => [index("stock_vehicle_images_lookup_idx").on(t.year, t.make, t.model, t.trim)],
);

/** A lead deleted on the visitor's request: when, by which way in, and whether a quote went with it. No personal data. */
export const leadDeletions = sqliteTable("lead_deletions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  leadId: text("lead_id").notNull(),
  leadSource: text("lead_source"),
  leadCreatedAt: text("lead_created_at"),
  hadDealerQuote: integer("had_dealer_quote", { mode: "boolean" }).notNull(),
  deletedAt: timestamp("deleted_at"),
});
