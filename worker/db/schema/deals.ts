import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns.ts";

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
    // the cron tries a deal missing specs at most once a day (SPEC §4 enrichment)
    enrichAttemptedAt: text("enrich_attempted_at"),
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
