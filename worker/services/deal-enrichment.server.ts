import { eq, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { DEAL_LIMITS } from "~/domain/deals";
import { appConfig } from "../config";
import { database } from "../db/client";
import { negotiatedDeals as deals } from "../db/schema";
import { fetchJson, UPSTREAM_TIMEOUT_MS } from "./fetch-json.server";
import { cached } from "./kv-cache.server";
import { decodeVinValuesAnswer, fillMissingSpecs, specsFromDecode, type DealSpecs } from "./vin-specs";
import { logError } from "../log";

/** Deals decoded per run: bounds the subrequests of one request or one cron tick. */
export const ENRICH_BATCH = 8;

const modelTypesAnswer = z.object({ Results: z.array(z.object({ VehicleTypeName: z.string().nullable() })) });

type Deal = typeof deals.$inferSelect;

/**
 * SPEC §4/§7 call 9, moved to the server: deals missing transmission, fuel type or drivetrain get
 * their specs from vPIC and written back. Each deal is tried at most once per 24 hours (marked in KV);
 * a failed decode leaves the row as it was. Runs after the response (waitUntil) or from the cron.
 */
export async function enrichPendingDeals(env: Env): Promise<number> {
  const pending = await database(env.DB)
    .select()
    .from(deals)
    .where(or(isNull(deals.transmission), isNull(deals.fuelType), isNull(deals.drivetrain)))
    .limit(ENRICH_BATCH * 4);
  let enriched = 0;
  let tried = 0;
  for (const deal of pending) {
    if (tried >= ENRICH_BATCH) break;
    const mark = `enrich:deal:${deal.id}`;
    if (await env.CACHE.get(mark)) continue;
    tried += 1;
    await env.CACHE.put(mark, new Date().toISOString(), { expirationTtl: DEAL_LIMITS.enrichEveryHours * 3600 });
    if (await enrichDeal(env, deal)) enriched += 1;
  }
  return enriched;
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

