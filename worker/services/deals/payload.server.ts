// Recent deals, their stats and every card's image URL, built once and kept in KV, which
// every location reads and a delete clears everywhere (within KV's one-minute edge caching). The Cache
// API would be cheaper to read but keeps one copy per data centre, which a write could not drop.
import { z } from "zod";
import { DEALS_PAYLOAD_CACHE, type DealStats, type DealWithImage, type RecentDealsData } from "#app/domain/deals";
import { replicaDatabase } from "#worker/db/client";
import type { Waiter } from "#worker/request-context.server";
import { DEALS_PAYLOAD_KEY } from "./payload-key";
import { dealStats, recentDeals } from "./deals.server";
import { logError } from "#worker/log.server";

const nullableText = z.string().nullable();
const dealSchema = z.object({
  id: z.number(),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  trim: nullableText,
  savingsOffMsrp: z.number(),
  dateNegotiated: z.string(),
  transmission: nullableText,
  drivetrain: nullableText,
  fuelType: nullableText,
  engine: nullableText,
  bodyStyle: nullableText,
  imageUrl: z.string(),
}) satisfies z.ZodType<DealWithImage>;
const statsSchema = z.object({ count: z.number(), total: z.number(), totalDisplay: z.string() }) satisfies z.ZodType<DealStats>;
const storedSchema = z.object({ builtAt: z.number(), deals: z.array(dealSchema), stats: statsSchema });
type Stored = z.infer<typeof storedSchema>;

/**
 * The payload for a page view or a deals request. Fresh: as stored. Stale: as stored, and one rebuild
 * runs after the answer. Missing (never built, expired, or dropped by a write): built now, starting on
 * the primary, since the write that dropped it may not have reached this visitor's replica yet.
 */
export async function dealsPayload(env: Env, ctx: Waiter, now = Date.now()): Promise<RecentDealsData> {
  const stored = await readStored(env);
  if (!stored) return toData(await rebuild(env, "first-primary", now));
  if (now - stored.builtAt > DEALS_PAYLOAD_CACHE.freshSeconds * 1000) {
    // A replica is close enough here: a few seconds of lag is nothing beside 10 minutes of freshness.
    ctx.waitUntil(rebuild(env, "first-unconstrained", now).catch((error: unknown) => logError("deals_payload_refresh_failed", error)));
  }
  return toData(stored);
}

/**
 * Every deal or stock-image write calls this once it has written. A failure is logged and
 * leaves the old payload to age out, never fails the write. A rebuild already under way when the write
 * lands may still store what it read before; that copy lives at most the 10 fresh minutes.
 */
export async function dropDealsPayload(env: Env): Promise<void> {
  await env.CACHE.delete(DEALS_PAYLOAD_KEY).catch((error: unknown) => logError("deals_payload_drop_failed", error));
}

async function readStored(env: Env): Promise<Stored | null> {
  const text = await env.CACHE.get(DEALS_PAYLOAD_KEY, "text").catch((error: unknown) => {
    logError("deals_payload_read_failed", error);
    return null;
  });
  if (text === null) return null;
  if (lastRead?.text !== text) lastRead = { text, stored: parseStored(text) };
  return lastRead.stored;
}

/**
 * The payload KV last gave this isolate, and what it parsed to: every page view reads KV, but between two
 * rebuilds each reads the same text, which is parsed and checked once rather than on every view.
 */
let lastRead: { text: string; stored: Stored | null } | undefined;

function parseStored(text: string): Stored | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    logError("deals_payload_read_failed", error);
    return null;
  }
}

async function rebuild(env: Env, constraint: D1SessionConstraint, now: number): Promise<Stored> {
  const db = replicaDatabase(env.DB, constraint);
  const today = new Date(now);
  const [deals, stats] = await Promise.all([recentDeals(db, today), dealStats(db, today)]);
  const stored: Stored = { builtAt: now, deals, stats };
  await env.CACHE.put(DEALS_PAYLOAD_KEY, JSON.stringify(stored), {
    expirationTtl: DEALS_PAYLOAD_CACHE.staleSeconds,
  }).catch((error: unknown) => logError("deals_payload_store_failed", error));
  return stored;
}

const toData = ({ deals, stats }: Stored): RecentDealsData => ({ deals, stats });
