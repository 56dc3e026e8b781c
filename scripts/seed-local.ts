// Seeds local D1 with negotiated deals dated relative to today and one advisor (README: the back office),
// and local KV with vPIC answers so the make and model selects work with no network. Idempotent: deals
// are upserted by id, the advisor by email, keys overwritten.
import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { getPlatformProxy } from "wrangler";
import { advisors, negotiatedDeals } from "#worker/db/schema.ts";
import { DEALS_PAYLOAD_KEY } from "#worker/services/deals/payload-key.ts";
import { hashPassword } from "#worker/services/admin/password-hash.server.ts";
import { LOCAL_ADVISOR } from "./seed/advisor.ts";
import { VPIC_MAKES_KEY, vpicModelsKey } from "#worker/services/vehicles/vpic-keys.ts";
import { seedDeals } from "./seed/deals.ts";
import { VPIC_MAKES } from "./seed/vpic-catalogue.ts";
import type { D1Database, KVNamespace } from "@cloudflare/workers-types";

const VPIC_TYPES = ["car", "truck", "mpv"] as const;

const { env, dispose } = await getPlatformProxy<{ DB: D1Database; CACHE: KVNamespace }>({ remoteBindings: false });
try {
  const db = drizzle(env.DB);
  const deals = seedDeals(new Date());
  await db.batch([
    db.delete(negotiatedDeals).where(
      inArray(
        negotiatedDeals.id,
        deals.map((d) => d.id),
      ),
    ),
    ...deals.map((deal) => db.insert(negotiatedDeals).values(deal)),
  ]);
  // The seed writes D1 past the services that drop the cached deals payload, so it drops it itself.
  await env.CACHE.delete(DEALS_PAYLOAD_KEY);
  console.log(`seeded ${deals.length} negotiated deals`);

  const { email, name, password } = LOCAL_ADVISOR;
  const passwordHash = await hashPassword(password);
  await db
    .insert(advisors)
    .values({ email, name, passwordHash })
    .onConflictDoUpdate({ target: advisors.email, set: { name, passwordHash, disabled: false } });
  console.log(`seeded the advisor ${email} (password: ${password})`);

  await env.CACHE.put(VPIC_MAKES_KEY, JSON.stringify(VPIC_MAKES.map(([MakeId, MakeName]) => ({ MakeId, MakeName }))));
  // The form offers the current year back 20 years (and "or newer"); models are read for year-1..year+1.
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: 24 }, (_, i) => thisYear + 2 - i);
  const entries = VPIC_MAKES.flatMap(([, make, models]) =>
    years.flatMap((year) => VPIC_TYPES.map((type) => [vpicModelsKey(make, year, type), JSON.stringify(models[type] ?? [])] as const)),
  );
  // In batches: a few thousand writes at once made the local runtime drop the connection on a busy machine.
  const KV_BATCH = 50;
  for (let i = 0; i < entries.length; i += KV_BATCH) {
    await Promise.all(entries.slice(i, i + KV_BATCH).map(([key, value]) => env.CACHE.put(key, value)));
  }
  console.log(`seeded ${entries.length + 1} vPIC answers into the local KV cache`);
} finally {
  await dispose();
}
