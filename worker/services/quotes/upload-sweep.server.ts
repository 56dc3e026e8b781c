import { and, inArray, isNotNull } from "drizzle-orm";
import { UPLOAD_SWEEP } from "~/domain/retention";
import { DEALER_QUOTE_PREFIX } from "./uploads.server";
import { database } from "../../db/client";
import { leads, quoteChecks } from "../../db/schema";
import { logEvent } from "../../log.server";

/** Where the sweep stopped, so the next run lists the objects after it (R2 lists in key order). */
const POSITION_KEY = "sweep:dealer-quotes:after";
// D1 binds at most 100 parameters per statement.
const KEYS_PER_QUERY = 90;

/**
 * Deletes dealer-quote uploads that no lead references once they are a day old (issue 13 item 6), with
 * their quote checks (issue 23): a chat stores its upload's path in the lead seconds after uploading, so
 * an older unreferenced file is one whose chat was abandoned; an advisor's upload names its lead. Each
 * run lists at most UPLOAD_SWEEP.objectsPerRun objects, carrying on
 * from where the last run stopped and starting over after the last page.
 */
export async function sweepOrphanUploads(
  env: Env,
  now = new Date(),
  perRun: number = UPLOAD_SWEEP.objectsPerRun,
): Promise<{ listed: number; deleted: number }> {
  const after = (await env.CACHE.get(POSITION_KEY)) ?? undefined;
  const page = await env.UPLOADS.list({ prefix: DEALER_QUOTE_PREFIX, startAfter: after, limit: perRun });
  const old = page.objects
    .filter((object) => now.getTime() - object.uploaded.getTime() > UPLOAD_SWEEP.orphanAfterMs)
    .map((object) => object.key);
  const referenced = await referencedPaths(env, old);
  const orphans = old.filter((key) => !referenced.has(key));
  if (orphans.length > 0) {
    await env.UPLOADS.delete(orphans);
    // Their checks go with them (issue 23): an abandoned chat's reading of a file that is gone.
    for (let i = 0; i < orphans.length; i += KEYS_PER_QUERY)
      await database(env.DB)
        .delete(quoteChecks)
        .where(inArray(quoteChecks.path, orphans.slice(i, i + KEYS_PER_QUERY)));
  }
  const last = page.objects.at(-1)?.key;
  if (page.truncated && last) await env.CACHE.put(POSITION_KEY, last);
  else await env.CACHE.delete(POSITION_KEY);
  logEvent("upload_sweep_run", { listed: page.objects.length, deleted: orphans.length, more: page.truncated });
  return { listed: page.objects.length, deleted: orphans.length };
}

async function referencedPaths(env: Env, keys: string[]): Promise<Set<string>> {
  const db = database(env.DB);
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const rows = await db
      .select({ path: leads.dealerQuoteImagePath })
      .from(leads)
      .where(inArray(leads.dealerQuoteImagePath, keys.slice(i, i + KEYS_PER_QUERY)));
    for (const { path } of rows) if (path) found.add(path);
    // A quote an advisor uploaded on a lead's page belongs to that lead through its check (issue 23).
    const uploaded = await db
      .select({ path: quoteChecks.path })
      .from(quoteChecks)
      .where(and(isNotNull(quoteChecks.leadId), inArray(quoteChecks.path, keys.slice(i, i + KEYS_PER_QUERY))));
    for (const { path } of uploaded) found.add(path);
  }
  return found;
}
