import { count, desc, eq, exists, sql } from "drizzle-orm";
import { dealFormSchema, type DealFormValues } from "~/domain/admin/deal-form";
import { SPEC_FIELDS } from "~/domain/admin/deal-fields";
import { ADMIN_DEALS_PAGE_SIZE } from "~/domain/constants";
import { fieldErrors } from "~/domain/field-errors";
import { database, type Database } from "../db/client";
import { negotiatedDeals as deals } from "../db/schema";
import { decodeVin } from "./deal-enrichment.server";
import { hasImageSubquery } from "./stock-image-cache.server";
import { fillMissingSpecs } from "./vin-specs";
import { logError } from "../log";

// When the cron last tried to enrich a deal is bookkeeping, not something advisors edit.
export type AdminDeal = Omit<typeof deals.$inferSelect, "enrichAttemptedAt"> & { hasImage: boolean };
export type DealsPage = { deals: AdminDeal[]; total: number; page: number; pageSize: number };
export type DealSaveOutcome = { ok: true; deal: AdminDeal } | { ok: false; fields: Record<string, string> };

const selectDeals = (db: Database) =>
  db
    .select({ deal: deals, hasImage: sql<boolean>`${exists(hasImageSubquery(db))}`.mapWith(Boolean) })
    .from(deals)
    .$dynamic();

const flatten = ({ deal: { enrichAttemptedAt: _, ...deal }, hasImage }: { deal: typeof deals.$inferSelect; hasImage: boolean }): AdminDeal => ({
  ...deal,
  hasImage,
});

/** Every deal for the back office, newest negotiation first, a page at a time, each with whether its stock image is cached. */
export async function listDeals(env: Env, page = 1): Promise<DealsPage> {
  const db = database(env.DB);
  const [rows, totals] = await Promise.all([
    selectDeals(db)
      .orderBy(desc(deals.dateNegotiated), desc(deals.id))
      .limit(ADMIN_DEALS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_DEALS_PAGE_SIZE),
    db.select({ n: count() }).from(deals),
  ]);
  return { deals: rows.map(flatten), total: totals[0]?.n ?? 0, page, pageSize: ADMIN_DEALS_PAGE_SIZE };
}

export async function getDeal(env: Env, id: number): Promise<AdminDeal | null> {
  const [row] = await selectDeals(database(env.DB)).where(eq(deals.id, id));
  return row ? flatten(row) : null;
}

/** Adds a deal as an advisor typed it, its specs completed from the VIN. */
export async function createDeal(env: Env, input: unknown, today = new Date()): Promise<DealSaveOutcome> {
  const parsed = dealFormSchema(today).safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const values = await withDecodedSpecs(env, parsed.data);
  const [created] = await database(env.DB)
    .insert(deals)
    .values({ ...values, updatedAt: new Date().toISOString() })
    .returning({ id: deals.id });
  return saved(env, created?.id);
}

/** Replaces a deal's fields; null when no deal has that id. */
export async function updateDeal(env: Env, id: number, input: unknown, today = new Date()): Promise<DealSaveOutcome | null> {
  const parsed = dealFormSchema(today).safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  if (!(await getDeal(env, id))) return null;
  const values = await withDecodedSpecs(env, parsed.data);
  const [updated] = await database(env.DB)
    .update(deals)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(deals.id, id))
    .returning({ id: deals.id });
  return updated ? saved(env, updated.id) : null;
}

/** False when no deal had that id. */
export async function deleteDeal(env: Env, id: number): Promise<boolean> {
  const removed = await database(env.DB).delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  return removed.length > 0;
}

async function saved(env: Env, id: number | undefined): Promise<DealSaveOutcome> {
  const deal = id === undefined ? null : await getDeal(env, id);
  if (!deal) throw new Error(`deal ${id} not found right after it was saved`);
  return { ok: true, deal };
}

/**
 * SPEC §7 call 9 at entry time: what the advisor typed wins and the decode fills only the empty spec
 * fields (the enrichment's rule). A failed decode never blocks the save; the deal is stored as typed and
 * the enrichment cron tries it again later, since it still lacks transmission, fuel type or drivetrain.
 */
async function withDecodedSpecs(env: Env, values: DealFormValues): Promise<DealFormValues> {
  if (!values.vin || SPEC_FIELDS.every((field) => values[field] !== null)) return values;
  try {
    const decoded = await decodeVin(env, values.vin);
    return decoded ? fillMissingSpecs(values, decoded) : values;
  } catch (error) {
    logError("deal_vin_decode_failed", error, { vin: values.vin, fallback: "saved as typed" });
    return values;
  }
}
