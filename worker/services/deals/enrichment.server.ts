import { and, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import { DEAL_LIMITS } from "#app/domain/deals";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { negotiatedDeals as deals } from "#worker/db/schema";
import { fetchJson, UPSTREAM_TIMEOUT_MS } from "#worker/services/shared/fetch-json.server";
import { dropDealsPayload } from "./payload.server";
import { cached } from "#worker/services/shared/kv-cache.server";
import { decodeVinValuesAnswer, fillMissingSpecs, specsFromDecode, type DealSpecs } from "./vin-specs";
import { logError } from "#worker/log.server";

/** Deals decoded per run: bounds the subrequests of one cron tick. */
export const ENRICH_BATCH = 8;

const modelTypesAnswer = z.object({ Results: z.array(z.object({ VehicleTypeName: z.string().nullable() })) });

type Deal = typeof deals.$inferSelect;

/** SPEC §7 call 9's condition: a deal lacking transmission, fuel type or drivetrain. */
const lacksSpecs = or(isNull(deals.transmission), isNull(deals.fuelType), isNull(deals.drivetrain));

/**
 * SPEC §4/§7 call 9, moved to the server and run by the hourly cron only (never by a page
 * view or a deals request): deals missing transmission, fuel type or drivetrain get their specs from
 * vPIC and written back, newest first. One statement picks and marks the batch (enrich_attempted_at),
 * so a tick with nothing to do is one query, a deal is tried at most once per 24 hours, and two runs
 * never take the same deal. A failed decode leaves the row as it was.
 */
export async function enrichPendingDeals(env: Env, now = new Date()): Promise<number> {
  const db = database(env.DB);
  const retryBefore = new Date(now.getTime() - DEAL_LIMITS.enrichEveryHours * 3_600_000).toISOString();
  const due = db
    .select({ id: deals.id })
    .from(deals)
    .where(and(lacksSpecs, or(isNull(deals.enrichAttemptedAt), lt(deals.enrichAttemptedAt, retryBefore))))
    .orderBy(desc(deals.dateNegotiated), desc(deals.id))
    .limit(ENRICH_BATCH);
  const claimed = await db.update(deals).set({ enrichAttemptedAt: now.toISOString() }).where(inArray(deals.id, due)).returning();
  let enriched = 0;
  for (const deal of claimed) if (await enrichDeal(env, deal)) enriched += 1;
  if (enriched > 0) await dropDealsPayload(env);
  return enriched;
}

/**
 * The admin's save: the deal just added or edited is enriched after the answer has gone,
 * whenever it was last tried, if it still lacks specs. What the advisor typed wins: only empty fields fill.
 */
export async function enrichSavedDeal(env: Env, id: number, now = new Date()): Promise<boolean> {
  const [deal] = await database(env.DB)
    .update(deals)
    .set({ enrichAttemptedAt: now.toISOString() })
    .where(and(eq(deals.id, id), lacksSpecs))
    .returning();
  if (!deal || !(await enrichDeal(env, deal))) return false;
  await dropDealsPayload(env);
  return true;
}

async function enrichDeal(env: Env, deal: Deal): Promise<boolean> {
  try {
    const specs = deal.vin ? await decodeVin(env, deal.vin) : await bodyFromModels(env, deal);
    if (!specs) return false;
    const { transmission, drivetrain, fuelType, bodyStyle, engine } = fillMissingSpecs(deal, specs);
    const update = { transmission, drivetrain, fuelType, bodyStyle, engine, updatedAt: new Date().toISOString() };
    await database(env.DB).update(deals).set(update).where(eq(deals.id, deal.id));
    return true;
  } catch (error) {
    logError("deal_enrichment_failed", error, { dealId: deal.id });
    return false;
  }
}

/** vPIC DecodeVinValues for one VIN, KV-cached 24 hours; throws when vPIC fails or times out. */
export async function decodeVin(env: Env, vin: string): Promise<DealSpecs | null> {
  const { VPIC_BASE_URL } = appConfig(env);
  const answer = await cached(env.CACHE, `vpic:DecodeVinValues/${vin}`, decodeVinValuesAnswer, () =>
    fetchJson(`${VPIC_BASE_URL}/DecodeVinValues/${encodeURIComponent(vin)}?format=json`, decodeVinValuesAnswer, UPSTREAM_TIMEOUT_MS),
  );
  const [row] = answer.Results;
  return row ? specsFromDecode(row) : null;
}

/** Without a VIN: the vehicle type of the first model vPIC lists for the make and year (SPEC §7). */
async function bodyFromModels(env: Env, deal: Deal): Promise<DealSpecs | null> {
  const { VPIC_BASE_URL } = appConfig(env);
  const path = `GetModelsForMakeYear/make/${encodeURIComponent(deal.make.toLowerCase())}/modelyear/${deal.year}`;
  const answer = await cached(env.CACHE, `vpic:${path}`, modelTypesAnswer, () =>
    fetchJson(`${VPIC_BASE_URL}/${path}?format=json`, modelTypesAnswer, UPSTREAM_TIMEOUT_MS),
  );
  const type = answer.Results[0]?.VehicleTypeName?.trim();
  return type ? { transmission: null, drivetrain: null, fuelType: null, bodyStyle: type, engine: null } : null;
}
