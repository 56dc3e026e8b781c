// npm run smoke -- https://your.domain
//
// After a deploy (docs/operations.md, "Deploying"): the health check, a page, the deals API and the advisors'
// sign-in page answer as they should, and nothing with a 5xx. Exits 1 naming each failure.
import { smoke } from "./lib/smoke.ts";

const origin = process.argv[2];
if (!origin || !/^https?:\/\//.test(origin)) {
  console.error("usage: npm run smoke -- https://your.domain");
  process.exit(1);
}
const results = await smoke(origin, fetch);
for (const { name, url, status, problem } of results)
  console.log(`${problem ? "✗" : "✓"} ${name}: ${url} ${status}${problem ? ` — ${problem}` : ""}`);
const failed = results.filter((r) => r.problem).length;
if (failed > 0) {
  console.error(`smoke: ${failed} of ${results.length} checks failed.`);
  process.exit(1);
}
console.log(`smoke: all ${results.length} checks passed.`);
