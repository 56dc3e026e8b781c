// npm run bench:admin — seeds 100,000 leads into the local D1 (ids "bench-…", replaced on each run)
// shaped like real rows (phone_digits, person_id, last_requested_at, repeat requests, assignments and
// each lead's first request), signs in as the seeded advisor against the locally served build, and
// prints how long the leads page, the email and phone searches, the filters and the CSV export take
// (median and slowest of several runs). A benchmark, not a test: it prints the figures and exits 0.
// BENCH_PORT moves the server when another checkout uses the default.
import { getPlatformProxy } from "wrangler";
import { DAY_MS } from "../app/domain/constants.ts";
import { startServer } from "./lib/local-server.ts";
import { LOCAL_ADVISOR } from "./seed/advisor.ts";
import type { D1Database } from "@cloudflare/workers-types";

const TOTAL = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4179);
const BASE = `http://localhost:${PORT}`;

async function seed() {
  const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({ remoteBindings: false });
  try {
    const started = performance.now();
    await env.DB.prepare("delete from lead_requests where lead_id like 'bench-%'").run();
    await env.DB.prepare("delete from leads where id like 'bench-%'").run();
    const advisor = await env.DB.prepare("select id from advisors where email = ?1").bind(LOCAL_ADVISOR.email).first<{ id: number }>();
    // One statement: SQLite generates the rows itself, spread over the last 30 days, a third per way in.
    // Every phone is distinct; every 50th lead is the same person as the one before; every 10th asked
    // again in the last 10 hours; a third are assigned to the seeded advisor.
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1),
       rows as (select i, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 43200) || ' minutes') as created from n)
       insert into leads (id, first_name, last_name, email, phone, phone_digits, person_id, zip_code, make, model, year, lead_source,
                          qualified, ready_to_talk, status, session_id, answers, created_at, updated_at, last_requested_at,
                          request_count, assigned_advisor_id)
       select 'bench-' || i, 'Bench' || i, 'Lead', 'bench' || i || '@gmail.com',
              printf('(%03d) 555-%04d', 200 + i / 10000, i % 10000), printf('%03d555%04d', 200 + i / 10000, i % 10000),
              'bench-' || (case when i % 50 = 0 then i - 1 else i end), '94105', 'Toyota', 'Camry', 2026,
              case i % 3 when 0 then 'chatbot' when 1 then 'landing_page_cta' else 'landing_page_footer' end,
              i % 4 != 0, i % 5 = 0, case when i % 7 = 0 then 'contacted' else 'new' end, 'bench-session-' || i,
              case when i % 3 = 0 then '{"name":"Bench","zipCode":"94105","vehicleType":"new"}' end,
              created, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
              case when i % 10 = 0 then strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 600) || ' minutes') else created end,
              case when i % 10 = 0 then 2 else 1 end,
              case when i % 3 = 0 then ?2 end
       from rows`,
    )
      .bind(TOTAL, advisor?.id ?? null)
      .run();
    await env.DB.prepare(
      `insert into lead_requests (lead_id, source, source_detail, make, model, year, created_at)
       select id, lead_source, lead_source_detail, make, model, year, created_at from leads where id like 'bench-%'`,
    ).run();
    const { results } = await env.DB.prepare("select count(*) as n from leads").all<{ n: number }>();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seeded ${TOTAL.toLocaleString("en-US")} leads in ${seconds} s (table now ${results[0]?.n.toLocaleString("en-US")} rows)`);
  } finally {
    await dispose();
  }
}

/** The sign-in form as a browser without JavaScript posts it, as the seeded advisor. */
async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ email: LOCAL_ADVISOR.email, password: LOCAL_ADVISOR.password, next: "/admin" }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed (${response.status}); was the local advisor seeded (npm run db:seed:local)?`);
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
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  console.log(
    `  ${label.padEnd(44)} median ${ms(median)}   slowest ${ms(samples.at(-1) ?? 0)}   ${(bytes / 1024).toFixed(0).padStart(6)} KB`,
  );
}

await seed();
const site = await startServer("npx", ["vite", "preview", "--port", String(PORT), "--strictPort"], `${BASE}/admin/login`);
try {
  const cookie = await signIn();
  const since = new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10);
  console.log(`Advisor requests against ${TOTAL.toLocaleString("en-US")} seeded leads (${RUNS} runs each, local Worker):`);
  await time("leads page, first 50 (server-rendered)", "/admin", cookie);
  await time("leads page, page 1,000", "/admin?page=1000", cookie);
  await time("search by email", "/admin?q=bench77777%40gmail.com", cookie);
  await time("search by phone, all ten digits", "/admin?q=(207)%20555-7777", cookie);
  await time("search by phone, from the area code", "/admin?q=207-555", cookie);
  await time("search by name", "/admin?q=Bench4242", cookie);
  await time("filtered: chat, ready to talk, last 7 days", `/admin?source=chat&ready=yes&from=${since}`, cookie);
  await time("filtered: Mine", "/admin?assigned=mine", cookie);
  await time("filtered: Unassigned, new", "/admin?assigned=none&status=new", cookie);
  await time("CSV export: chat, ready to talk, last 7 days", `/admin/api/leads.csv?source=chat&ready=yes&from=${since}`, cookie);
  await time("CSV export: all form leads", "/admin/api/leads.csv?source=form", cookie);
  await time("dashboard", "/admin/dashboard", cookie);
} finally {
  site.stop();
}
