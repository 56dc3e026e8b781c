// Cache keys of vPIC answers in KV, shared with the local seed (which must run without path aliases).

export const VPIC_MAKES_KEY = "vpic:makes:car";

export function vpicModelsPath(make: string, year: number, type: string): string {
  return `GetModelsForMakeYear/make/${encodeURIComponent(make.toLowerCase())}/modelyear/${year}/vehicletype/${type}`;
}

export const vpicModelsKey = (make: string, year: number, type: string) => `vpic:${vpicModelsPath(make, year, type)}`;
