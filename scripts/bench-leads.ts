// npm run bench:leads — sends distinct valid leads to the locally served Worker with a fixed number in
// flight, then prints throughput, latency and how many rows reached D1. Each request carries its own
// client address (as many visitors would), so the per-address rate limit does not cap the run.
import { execFileSync } from "node:child_process";
import { runLoad } from "./lib/load.ts";
import { benchLead, pageFormToken } from "./lib/bench-lead.ts";
import { startFixtures, startPreview } from "./lib/local-server.ts";

const TOTAL = Number(process.env.BENCH_TOTAL ?? 2000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 50);
const PORT = 4175;
const BASE = `http://localhost:${PORT}`;

const fixtures = await startFixtures();
const site = await startPreview(PORT);

try {
  // A form token gives one stored request: each lead gets the token of its own page
  // view, as each real visitor does. These page views are not timed.
  const tokens: string[] = [];
  await runLoad(TOTAL, IN_FLIGHT, async (i) => {
    tokens[i] = await pageFormToken(BASE);
    return true;
  });
  if (tokens.filter(Boolean).length !== TOTAL) throw new Error("a landing page came without a form token");
  await new Promise((resolve) => setTimeout(resolve, 3_100)); // a person needs more than 3 s (SPEC §4)

  const run = crypto.randomUUID().slice(0, 8);
  const area = 200 + Math.floor(Math.random() * 800);
  const exchange = 200 + Math.floor(Math.random() * 800);
  async function send(i: number) {
    const body = benchLead(BASE, { tag: `${run}.${i}`, phone: `${area}${exchange}${String(i).padStart(4, "0")}`, formToken: tokens[i] });
    const response = await fetch(`${BASE}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.ok;
  }

  const { requestsPerSecond, p50, p99, failures } = await runLoad(TOTAL, IN_FLIGHT, send);

  const out = execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--json",
      "--command",
      `select count(*) as n from leads where session_id like 'bench-${run}-%'`,
    ],
    { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  );
  const stored: number = JSON.parse(out)[0].results[0].n;

  console.log(`leads sent:        ${TOTAL} (${IN_FLIGHT} in flight)`);
  console.log(`requests/second:   ${requestsPerSecond.toFixed(1)}`);
  console.log(`latency p50:       ${p50.toFixed(1)} ms`);
  console.log(`latency p99:       ${p99.toFixed(1)} ms`);
  console.log(`non-2xx answers:   ${failures}`);
  console.log(`rows stored/sent:  ${stored}/${TOTAL}`);
  process.exitCode = stored === TOTAL && failures === 0 ? 0 : 1;
} finally {
  site.stop();
  fixtures.stop();
}
