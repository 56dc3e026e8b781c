// npm run db:backfill:first-contact [-- --remote] — once, after migration 0025 (docs/operations.md):
// times the first calls the migration found for the requests stored before it, which SQL alone cannot
// (advisor minutes). Until it runs, the dashboard counts those requests as called but leaves them out of
// its medians and of "waited past the promise". Works on the local D1 through a local runtime of its own, as
// the seed does (so with no dev server serving the database meanwhile: neither runtime waits on the other's
// lock), or with --remote on the deployed database through `wrangler d1 execute` (a page of 500 requests a
// statement); run again, it times only what is left.
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { z } from "zod";
import { type RunSql, timeFirstCalls } from "./lib/first-call-minutes.ts";
import type { D1Database } from "@cloudflare/workers-types";

const { values } = parseArgs({ options: { remote: { type: "boolean", default: false } } });

/** wrangler's --json answer: one result per statement. */
const wranglerAnswer = z.array(z.object({ results: z.array(z.unknown()) }));

const remote: RunSql = async (statement) => {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--remote", "--json", "--command", statement], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return wranglerAnswer.parse(JSON.parse(out)).flatMap((result) => result.results);
};
const progress = (n: number) => process.stdout.write(`\rtimed ${n.toLocaleString("en-US")}`);

let timed: number;
if (values.remote) timed = await timeFirstCalls(remote, progress);
else {
  const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({ remoteBindings: false });
  try {
    timed = await timeFirstCalls(async (statement) => (await env.DB.prepare(statement).all()).results, progress);
  } finally {
    await dispose();
  }
}
console.log(`${timed > 0 ? "\n" : ""}${timed.toLocaleString("en-US")} first calls timed on the ${values.remote ? "remote" : "local"} D1`);
