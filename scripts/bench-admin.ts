// npm run bench:admin — seeds 100,000 leads into the local D1 (ids "bench-…", replaced on each run),
// signs in as an advisor against the locally served build, and prints how long the leads page, a
// search, a filtered list and a filtered CSV export take (median and slowest of several runs).
// A benchmark, not a test: it prints the figures and exits 0.
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { startServer } from "./lib/local-server.ts";

const TOTAL = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 4179;
const BASE = `http://localhost:${PORT}`;

async function seed() {
  const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({ remoteBindings: false });
  try {
    const started = performance.now();
    await env.DB.prepare("delete from leads where id like 'bench-%'").run();
    // One statement: SQLite generates the rows itself, spread over the last 30 days, a third per way in.
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
       insert into leads (id, first_name, last_name, email, phone, zip_code, make, model, year, lead_source, qualified,
                          ready_to_talk, status, session_id, answers, created_at, updated_at)
       select 'bench-' || i, 'Bench' || i, 'Lead', 'bench' || i || '@gmail.com', printf('(415) 555-%04d', i % 10000), '94105',
              'Toyota', 'Camry', 2026,
              case i % 3 when 0 then 'chatbot' when 1 then 'landing_page_cta' else 'landing_page_footer' end,
              i % 4 != 0, i % 5 = 0, case when i % 7 = 0 then 'contacted' else 'new' end, 'bench-session-' || i,
              case when i % 3 = 0 then '{"name":"Bench","zipCode":"94105","vehicleType":"new"}' end,
              strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 43200) || ' minutes'),
              strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       from n`,
    )
      .bind(TOTAL)
      .run();
    const { results } = await env.DB.prepare("select count(*) as n from leads").all<{ n: number }>();
    console.log(`seeded ${TOTAL.toLocaleString("en-US")} leads in ${((performance.now() - started) / 1000).toFixed(1)} s (table now ${results[0]?.n.toLocaleString("en-US")} rows)`);
  } finally {
    await dispose();
  }
}

function devVar(name: string): string {
  const line = readFileSync(".dev.vars", "utf8").split("\n").find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim() ?? "";
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/api/session`, {
    method: "POST",
    body: new URLSearchParams({ password: devVar("ADMIN_PASSWORD"), next: "/admin" }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed (${response.status}); is ADMIN_PASSWORD in .dev.vars?`);
  return cookie;
}

async function time(label: string, path: string, cookie: string) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await fetch(`${BASE}${path}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    samples.push(performance.now() - started);
    bytes = body.byteLength;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  console.log(`  ${label.padEnd(44)} median ${median.toFixed(0).padStart(5)} ms   slowest ${(samples.at(-1) ?? 0).toFixed(0).padStart(5)} ms   ${(bytes / 1024).toFixed(0).padStart(6)} KB`);
}

await seed();
const site = await startServer("npx", ["vite", "preview", "--port", String(PORT), "--strictPort"], `${BASE}/admin/login`);
try {
  const cookie = await signIn();
  const since = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  console.log(`Advisor requests against ${TOTAL.toLocaleString("en-US")} seeded leads (${RUNS} runs each, local Worker):`);
  await time("leads page, first 50 (server-rendered)", "/admin", cookie);
  await time("leads page, page 1,000", "/admin?page=1000", cookie);
  await time("search by email", "/admin?q=bench77777%40gmail.com", cookie);
  await time("search by name", "/admin?q=Bench4242", cookie);
  await time("search by phone", "/admin?q=555-0199", cookie);
  await time("filtered: chat, ready to talk, last 7 days", `/admin?source=chat&ready=yes&from=${since}`, cookie);
  await time("CSV export: chat, ready to talk, last 7 days", `/api/admin/leads.csv?source=chat&ready=yes&from=${since}`, cookie);
  await time("CSV export: all form leads", "/api/admin/leads.csv?source=form", cookie);
  await time("dashboard", "/admin/dashboard", cookie);
} finally {
  site.stop();
}
