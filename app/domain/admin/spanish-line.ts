/**
 * The KV key of the cached "an enabled advisor speaks Spanish" flag, which the
 * Worker reads (worker/services/advisors/spanish-line.server.ts) and `npm run advisor:*` clears after a
 * change, so the next page asks D1 once. With its version: a change of the stored shape takes a new key.
 */
export const SPANISH_LINE_KEY = "advisors:spanish-line:v1";
