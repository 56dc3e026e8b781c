import { z } from "zod";
import { allowedMakeName, type VehicleMake } from "#app/domain/vehicle-makes";
import { appConfig } from "#worker/config.server";
import { fetchJson, UPSTREAM_TIMEOUT_MS } from "#worker/services/shared/fetch-json.server";
import { cached } from "#worker/services/shared/kv-cache.server";
import { VPIC_MAKES_KEY, vpicModelsKey, vpicModelsPath } from "./vpic-keys";
import { logError } from "#worker/log.server";

// Shapes of the public vehicle database (vPIC) answers; only the fields we read are kept in the cache.
const makesAnswer = z.object({
  Results: z.array(z.object({ MakeId: z.number(), MakeName: z.string().nullable() })),
});
const modelsAnswer = z.object({
  Results: z.array(z.object({ Model_Name: z.string().nullable() })),
});
const makeRows = makesAnswer.shape.Results;
const modelNames = z.array(z.string());

/** SPEC §7: models are looked up for passenger cars, trucks and multipurpose passenger vehicles. */
export const VPIC_VEHICLE_TYPES = ["car", "truck", "mpv"] as const;

/** Passenger-car makes of vPIC, kept to the allow-list and sorted by name. A failure gives an empty list (SPEC §8). */
export async function listMakes(env: Env): Promise<VehicleMake[]> {
  const { VPIC_BASE_URL } = appConfig(env);
  try {
    const rows = await cached(env.CACHE, VPIC_MAKES_KEY, makeRows, async () => {
      const answer = await fetchJson(`${VPIC_BASE_URL}/GetMakesForVehicleType/car?format=json`, makesAnswer, UPSTREAM_TIMEOUT_MS);
      return answer.Results;
    });
    const byName = new Map<string, VehicleMake>();
    for (const row of rows) {
      const name = allowedMakeName(row.MakeName ?? "");
      if (name && !byName.has(name)) byName.set(name, { id: row.MakeId, name });
    }
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  } catch (error) {
    logError("vpic_makes_failed", error);
    return [];
  }
}

/** Models of year-1..year+1 across the three vehicle types, merged, de-duplicated and sorted (SPEC §7). */
export async function listModels(env: Env, make: string, year: number): Promise<string[]> {
  const lookups = [year - 1, year, year + 1].flatMap((y) => VPIC_VEHICLE_TYPES.map((type) => modelsFor(env, make, y, type)));
  const names = (await Promise.all(lookups)).flat();
  const unique = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed && !unique.has(trimmed.toLowerCase())) unique.set(trimmed.toLowerCase(), trimmed);
  }
  return [...unique.values()].sort((a, b) => a.localeCompare(b));
}

async function modelsFor(env: Env, make: string, year: number, type: string): Promise<string[]> {
  const { VPIC_BASE_URL } = appConfig(env);
  const path = vpicModelsPath(make, year, type);
  try {
    return await cached(env.CACHE, vpicModelsKey(make, year, type), modelNames, async () => {
      const answer = await fetchJson(`${VPIC_BASE_URL}/${path}?format=json`, modelsAnswer, UPSTREAM_TIMEOUT_MS);
      return answer.Results.map((r) => r.Model_Name ?? "");
    });
  } catch (error) {
    // SPEC §8: an empty list for that type, logged only.
    logError("vpic_models_failed", error, { type });
    return [];
  }
}
