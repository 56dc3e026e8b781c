// npm run bench:cpu — what a request costs the Worker: workerd CPU per request, read from /proc
// (user + system time of the workerd that `vite preview` starts, before and after a run), and the wall
// p50, for the pages, the deals API and a lead POST, with a static asset of the same Worker as the
// baseline in the same run. Requests go one after another after a warm-up, so the CPU is the cost of
// one request, not of contention. Absolute figures drift with the machine's load; the ratios to the
// static asset hold. A benchmark, not a test: it prints the figures and the issue-14 goals, exits 0.
import { benchLead, pageFormToken } from "./lib/bench-lead.ts";
import { startFixtures, startPreview } from "./lib/local-server.ts";
import { cpuMs, descendantsNamed, loadAverage } from "./lib/proc-cpu.ts";
import { textTable } from "./lib/text-table.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
// Enough for V8 to optimise the render path; fewer leaves the first path measured on colder code than the last.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 4182);
// Same variable as scripts/e2e-vars.ts, so the build and the fixture server agree on the port.
const FIXTURE_PORT = Number(process.env.FIXTURE_PORT ?? 4174);
const BASE = `http://localhost:${PORT}`;
const STATIC = "/favicon.svg";
const MIN_FILL_MS = 3_100; // a form submitted sooner is a bot's (SPEC §4)

type Target = { label: string; send: (i: number) => Promise<Response>; prepare?: (count: number) => Promise<void> };

let visitors = 0;
/** A client address per request, as many visitors would have, so the per-address rate limits never cap the run. */
const visitor = () => {
  visitors += 1;
  return { "cf-connecting-ip": `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}` };
};

const get = (path: string): Target => ({ label: path, send: () => fetch(`${BASE}${path}`, { headers: visitor() }) });

/** POST /api/leads with a valid, distinct lead each time, each with a fresh form token taken from a page beforehand. */
function leadPosts(): Target {
  const tokens: string[] = [];
  const run = crypto.randomUUID().slice(0, 8);
  const area = 200 + Math.floor(Math.random() * 800);
  let sent = 0;
  return {
    label: "POST /api/leads",
    async prepare(count) {
      tokens.length = 0;
      for (let i = 0; i < count; i++) tokens.push(await pageFormToken(BASE, visitor()));
      await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
    },
    send(i) {
      const n = sent++;
      const phone = `${area}${String(200 + Math.floor(n / 10000)).padStart(3, "0")}${String(n % 10000).padStart(4, "0")}`;
      const body = benchLead(BASE, { tag: `cpu.${run}.${n}`, phone, formToken: tokens[i] });
      return fetch(`${BASE}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", ...visitor() },
        body: JSON.stringify(body),
      });
    },
  };
}

const TARGETS: Target[] = [
  get(STATIC),
  get("/"),
  get("/landing/V2"),
  get("/landing/cartelligentai/V2"),
  get("/chatbot"),
  get("/api/deals/recent"),
  get("/api/deals/stats"),
  leadPosts(),
];

type Row = { label: string; cpuMs: number; p50: number; failures: number };

async function sequential(target: Target, count: number, workerd: number[]): Promise<Row> {
  await target.prepare?.(count);
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = cpuMs(workerd);
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await target.send(i);
    await response.arrayBuffer(); // the whole body, streamed sections included
    latencies.push(performance.now() - started);
    if (!response.ok) failures += 1;
  }
  const cpu = cpuMs(workerd) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return { label: target.label, cpuMs: cpu / count, p50: latencies[Math.floor(count / 2)] ?? 0, failures };
}

const fixtures = await startFixtures(FIXTURE_PORT);
const site = await startPreview(PORT);
try {
  const workerd = site.pid ? descendantsNamed(site.pid, "workerd") : [];
  if (workerd.length === 0) throw new Error("no workerd process under vite preview");
  const loadBefore = loadAverage();
  for (const target of TARGETS) await sequential(target, WARM_UP, workerd);
  const rows: Row[] = [];
  for (const target of TARGETS) rows.push(await sequential(target, RUNS, workerd));
  printTable(rows, loadBefore);
} finally {
  site.stop();
  fixtures.stop();
}

function printTable(rows: Row[], loadBefore: string) {
  const base = rows.find((row) => row.label === STATIC);
  const ratio = (value: number, of: number | undefined) => (of ? `${(value / of).toFixed(1)}×` : "-");
  console.log(`${RUNS} requests per path, one at a time after ${WARM_UP} warm-up requests; workerd pid(s) of vite preview on :${PORT}`);
  console.log(`load average before: ${loadBefore}, after: ${loadAverage()} (2 cores shared; compare ratios, not absolute figures)\n`);
  const header = ["path", "CPU ms/req", "× static", "wall p50 ms", "× static", "non-2xx"];
  const body = rows.map((row) => [
    row.label,
    row.cpuMs.toFixed(2),
    ratio(row.cpuMs, base?.cpuMs),
    row.p50.toFixed(1),
    ratio(row.p50, base?.p50),
    String(row.failures),
  ]);
  for (const line of textTable(header, body)) console.log(line);

  // The goals: printed, never asserted (the machine is shared, so a timing assertion would flake).
  const cpu = (label: string) => rows.find((row) => row.label === label)?.cpuMs ?? Number.NaN;
  const goals: [string, number, number][] = [
    ["/landing/V2 ≤ 1.5× the CPU of /", cpu("/landing/V2") / cpu("/"), 1.5],
    ["/api/deals/recent ≤ 3× the static asset", cpu("/api/deals/recent") / cpu(STATIC), 3],
    ["/ ≤ 4× the static asset", cpu("/") / cpu(STATIC), 4],
  ];
  console.log("\ngoals (CPU):");
  for (const [goal, value, limit] of goals) console.log(`  ${value <= limit ? "met    " : "not met"}  ${goal}: ${value.toFixed(2)}×`);
}
