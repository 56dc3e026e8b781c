import { count, desc, eq, exists, sql } from "drizzle-orm";
import { dealFormSchema } from "#app/domain/admin/deal-form";
import { ADMIN_DEALS_PAGE_SIZE } from "#app/domain/constants";
import { fieldErrors } from "#app/domain/field-errors";
import type { Waiter } from "#worker/request-context.server";
import { database, type Database } from "#worker/db/client";
import { negotiatedDeals as deals } from "#worker/db/schema";
import { enrichSavedDeal, hasImageSubquery, dropDealsPayload } from "#worker/services/deals";

// When the cron last tried to enrich a deal is bookkeeping, not something advisors edit.
export type AdminDeal = Omit<typeof deals.$inferSelect, "enrichAttemptedAt"> & { hasImage: boolean };
export type DealsPage = { deals: AdminDeal[]; total: number; page: number; pageSize: number };
export type DealSaveOutcome = { ok: true; deal: AdminDeal } | { ok: false; fields: Record<string, string> };

const selectDeals = (db: Database) =>
  db
    .select({ deal: deals, hasImage: sql<boolean>`${exists(hasImageSubquery(db))}`.mapWith(Boolean) })
    .from(deals)
    .$dynamic();

const flatten = ({
  deal: { enrichAttemptedAt: _, ...deal },
  hasImage,
}: {
  deal: typeof deals.$inferSelect;
  hasImage: boolean;
}): AdminDeal => ({
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

/**
 * Adds a deal as an advisor typed it. Its missing specs are filled after the answer has gone (SPEC §7
 * call 9), so a slow or failing vPIC never holds up or fails the save.
 */
export async function createDeal(env: Env, input: unknown, ctx: Waiter, today = new Date()): Promise<DealSaveOutcome> {
  const parsed = dealFormSchema(today).safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const [created] = await database(env.DB)
    .insert(deals)
    .values({ ...parsed.data, updatedAt: new Date().toISOString() })
    .returning({ id: deals.id });
  return saved(env, ctx, created?.id);
}

/** Replaces a deal's fields, then fills its missing specs after the answer; null when no deal has that id. */
export async function updateDeal(env: Env, id: number, input: unknown, ctx: Waiter, today = new Date()): Promise<DealSaveOutcome | null> {
  const parsed = dealFormSchema(today).safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const [updated] = await database(env.DB)
    .update(deals)
    .set({ ...parsed.data, updatedAt: new Date().toISOString() })
    .where(eq(deals.id, id))
    .returning({ id: deals.id });
  return updated ? saved(env, ctx, updated.id) : null;
}

/** False when no deal had that id. */
export async function deleteDeal(env: Env, id: number): Promise<boolean> {
  const removed = await database(env.DB).delete(deals).where(eq(deals.id, id)).returning({ id: deals.id });
  if (removed.length > 0) await dropDealsPayload(env);
  return removed.length > 0;
}

async function saved(env: Env, ctx: Waiter, id: number | undefined): Promise<DealSaveOutcome> {
  const deal = id === undefined ? null : await getDeal(env, id);
  if (!deal) throw new Error(`deal ${id} not found right after it was saved`);
  // The public cards change with this deal; enrichment drops the payload again if it fills specs.
  await dropDealsPayload(env);
  ctx.waitUntil(enrichSavedDeal(env, deal.id));
  return { ok: true, deal };
}
