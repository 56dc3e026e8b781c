import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { negotiatedDeals as deals, stockVehicleImages as images } from "#worker/db/schema";

/**
 * The stock image row a deal's card uses: same year, make, model and trim, compared the way
 * dealImageQuery normalises them (trimmed, lowercased, no trim matching a null trim). SQLite's lower()
 * folds ASCII only, which the makes and models of US-market cars are.
 */
export const imageOfDeal = and(
  eq(images.year, deals.year),
  eq(images.make, sql`lower(trim(${deals.make}))`),
  eq(images.model, sql`lower(trim(${deals.model}))`),
  sql`coalesce(${images.trim}, '') = coalesce(lower(trim(${deals.trim})), '')`,
);

export const hasImageSubquery = (db: Database) => db.select({ one: sql`1` }).from(images).where(imageOfDeal);

/** The cached image URL of each deal row, as a column of the deals query itself: no lookup per card. */
export const imageUrlOfDeal = (db: Database) =>
  sql<string | null>`(${db.select({ url: images.imageUrl }).from(images).where(imageOfDeal).orderBy(images.id).limit(1)})`;
