import { PAGE_MAKES_MEMO_MS } from "#app/domain/constants";
import type { VehicleMake } from "#app/domain/vehicle-makes";
import { listMakes } from "#worker/services/vehicles/vpic.server";

/**
 * The make list every marketing page renders (the hero and the lead forms), kept by the Worker for
 * PAGE_MAKES_MEMO_MS: reading it from KV and parsing it on each page view was about an eighth of the
 * home page's CPU (bench:cpu). KV still holds vPIC's answer for 24 hours; an empty list (vPIC
 * and the cache both failed, SPEC §8) is not kept, so the next page view tries again.
 */
export function memoizedMakes(list: (env: Env) => Promise<VehicleMake[]> = listMakes) {
  let kept: { makes: VehicleMake[]; until: number } | undefined;
  return async (env: Env, now = Date.now()): Promise<VehicleMake[]> => {
    if (kept && now < kept.until) return kept.makes;
    const makes = await list(env);
    kept = makes.length > 0 ? { makes, until: now + PAGE_MAKES_MEMO_MS } : undefined;
    return makes;
  };
}

export const pageMakes = memoizedMakes();
