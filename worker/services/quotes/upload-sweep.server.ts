import { and, isNotNull, isNull, lt, notInArray, sql } from "drizzle-orm";
import { UPLOAD_SWEEP } from "#app/domain/retention";
import { DEALER_QUOTE_PREFIX, PENDING_QUOTE_PREFIX } from "#app/domain/chat/dealer-quote-path";
import { database } from "#worker/db/client";
import { inList } from "#worker/db/in-list";
import { leads, quoteChecks } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";

/**
 * Deletes dealer-quote uploads that no lead references once they are a day old, with
 * their quote checks: a chat stores its upload's path in the lead seconds after uploading, so
 * an older unreferenced file is one whose chat was abandoned; an advisor's upload names its lead. A run
 * lists the whole prefix, a page of UPLOAD_SWEEP.objectsPerPage objects at a time, until the listing is
 * done (a run that stops after one page lets R2 grow faster than it sweeps). Chat uploads
 * wait under dealer-quotes/pending/, which R2's lifecycle rule also expires (docs/operations.md, deploy step 2): the
 * checks of those R2 removed first go too, so no reading outlives its file.
 */
export async function sweepOrphanUploads(
  env: Env,
  now = new Date(),
  perPage: number = UPLOAD_SWEEP.objectsPerPage,
): Promise<{ listed: number; deleted: number; pages: number }> {
  const totals = { listed: 0, deleted: 0, pages: 0 };
  let cursor: string | undefined;
  do {
    const page = await env.UPLOADS.list({ prefix: DEALER_QUOTE_PREFIX, cursor, limit: perPage });
    totals.pages += 1;
    totals.listed += page.objects.length;
    totals.deleted += await deleteOrphans(env, page.objects, now);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const expiredChecks = await forgetExpiredPendingChecks(env, now);
  logEvent("upload_sweep_run", { ...totals, expiredChecks });
  return totals;
}

async function deleteOrphans(env: Env, objects: R2Object[], now: Date): Promise<number> {
  const old = objects
    .filter((object) => now.getTime() - object.uploaded.getTime() > UPLOAD_SWEEP.orphanAfterMs)
    .map((object) => object.key);
  const referenced = await referencedPaths(env, old);
  const orphans = old.filter((key) => !referenced.has(key));
  if (orphans.length === 0) return 0;
  await env.UPLOADS.delete(orphans);
  // Their checks go with them: an abandoned chat's reading of a file that is gone.
  await database(env.DB).delete(quoteChecks).where(inList(quoteChecks.path, orphans));
  return orphans.length;
}

async function referencedPaths(env: Env, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const db = database(env.DB);
  const [named, uploaded] = await Promise.all([
    db.select({ path: leads.dealerQuoteImagePath }).from(leads).where(inList(leads.dealerQuoteImagePath, keys)),
    // A quote an advisor uploaded on a lead's page belongs to that lead through its check.
    db
      .select({ path: quoteChecks.path })
      .from(quoteChecks)
      .where(and(isNotNull(quoteChecks.leadId), inList(quoteChecks.path, keys))),
  ]);
  return new Set([...named, ...uploaded].flatMap(({ path }) => (path ? [path] : [])));
}

/**
 * The checks of chat uploads still pending a day on that no lead names: their file is gone (the
 * lifecycle rule) or goes with this run, as a kept upload's check moved to its kept path.
 */
async function forgetExpiredPendingChecks(env: Env, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_SWEEP.orphanAfterMs).toISOString();
  const named = database(env.DB).select({ path: leads.dealerQuoteImagePath }).from(leads).where(isNotNull(leads.dealerQuoteImagePath));
  const forgotten = await database(env.DB)
    .delete(quoteChecks)
    .where(
      and(
        sql`substr(${quoteChecks.path}, 1, ${PENDING_QUOTE_PREFIX.length}) = ${PENDING_QUOTE_PREFIX}`,
        isNull(quoteChecks.leadId),
        lt(quoteChecks.createdAt, cutoff),
        notInArray(quoteChecks.path, named),
      ),
    )
    .returning({ id: quoteChecks.id });
  return forgotten.length;
}
