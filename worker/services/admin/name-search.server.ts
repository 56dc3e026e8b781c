import { count, sql, type SQL } from "drizzle-orm";
import { BROAD_SEARCH_INDEX_ROWS, nameSearchMatch } from "#app/domain/admin/name-search";
import { database } from "#worker/db/client";
import { leadSearchRows, leads } from "#worker/db/schema";

/**
 * A name, part of an email, or words of the notes, folded (searchFold's text): anywhere in a row of
 * lead_search_rows, which holds each lead's and each request's text folded the same way (docs/decisions/044).
 * From three characters on, the trigram index finds the rows holding all the query's trigrams, and only
 * those are asked whether they hold the text (docs/decisions/032). A broad query (under three characters, or
 * its trigrams in more than BROAD_SEARCH_INDEX_ROWS rows) matches many leads: the rows of each lead the
 * list's own order walks are asked instead, and the walk stops at the page (docs/decisions/035).
 */
export async function nameCondition(env: Env, folded: string): Promise<SQL> {
  const holds = sql`instr(${leadSearchRows.body}, ${folded}) > 0`;
  const match = nameSearchMatch(folded);
  if (match === null || (await isBroad(env, match))) {
    return sql`exists (select 1 from ${leadSearchRows} where ${leadSearchRows.leadId} = ${leads.id} and ${holds})`;
  }
  // The index holds no positions: a row with the trigrams apart is found too, and the text decides.
  return sql`${leads.id} in (select ${leadSearchRows.leadId} from ${leadSearchRows} where ${leadSearchRows.key} in
    (select rowid from lead_name_search where lead_name_search match ${match}) and ${holds})`;
}

/** Whether the trigram index holds `match` in more than BROAD_SEARCH_INDEX_ROWS rows: one query that stops one row past. */
async function isBroad(env: Env, match: string): Promise<boolean> {
  const [found] = await database(env.DB)
    .select({ n: count() })
    .from(sql`(select rowid from lead_name_search where lead_name_search match ${match} limit ${BROAD_SEARCH_INDEX_ROWS + 1})`);
  return (found?.n ?? 0) > BROAD_SEARCH_INDEX_ROWS;
}
