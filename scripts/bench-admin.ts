// npm run bench:admin [-- --leads 1000000] — seeds 100,000 leads (or --leads, or BENCH_LEADS) into the
// local D1 (ids "bench-…", replaced on each run) shaped like real rows (phone_digits, person_id,
// last_requested_at, repeat requests, assignments and each lead's first request), with one call attempt
// per 5 leads (two on every 20th lead, one on another 10th), each request's first call (found as migration
// 0025 finds it, timed as a logged call is) and a callback on every 10th, spread over the past and next 14
// days; signs in as the seeded advisor against the locally served build, and prints how long My day, the
// leads page, its filters and searches, the dashboard and the CSV export take (median and slowest of
// several runs; the CSV also its first byte). A benchmark, not a test: it prints the figures and exits 0.
// BENCH_PORT moves the server when another checkout uses the default. --reuse keeps the bench leads already
// in the local D1 when there are as many as asked (seeding 1,000,000 takes minutes): run it with node
// scripts/bench-admin.ts --reuse after one full run, as npm run bench:admin resets the local D1 first.
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { CALL_OUTCOMES } from "#app/domain/admin/call-outcomes.ts";
import { DAY_MS } from "#app/domain/constants.ts";
import { firstCallsOfLeads, timeFirstCalls } from "./lib/first-call-minutes.ts";
import { startServer } from "./lib/local-server.ts";
import { LOCAL_ADVISOR } from "./seed/advisor.ts";
import type { D1Database } from "@cloudflare/workers-types";

const { values: args } = parseArgs({ options: { leads: { type: "string" }, reuse: { type: "boolean" } } });
const TOTAL = Number(args.leads ?? process.env.BENCH_LEADS ?? 100_000);
if (!Number.isInteger(TOTAL) || TOTAL < 1) throw new Error(`--leads must be a whole number of leads, not ${args.leads}`);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Runs of each CSV export: a whole export of a million leads' form leads takes minutes, so BENCH_CSV_RUNS=1 bounds a run. */
const CSV_RUNS = Number(process.env.BENCH_CSV_RUNS ?? RUNS);
/**
 * Leads added (and removed) per statement. At 50,000, and at 20,000 with the machine's two cores shared
 * by several checkouts, a statement ran past what the local D1 takes (its connection closed, the seed
 * left half done); each lead also writes its folded search text and its index entries.
 */
const CHUNK = 5_000;
const PORT = Number(process.env.BENCH_PORT ?? 4179);
const BASE = `http://localhost:${PORT}`;
// The server's log is kept, so a request that fails has its error there: the bench's own output shows
// only the status.
const SERVER_LOG = ".wrangler/bench-admin-server.log";

/**
 * The waits of the seeded first calls in advisor minutes, by the function a logged call uses (the backfill's,
 * scripts/backfill-first-contact.ts): the triggers then count each in its bucket, as for a call logged live.
 */
async function timeSeededFirstCalls(db: D1Database) {
  const timed = await timeFirstCalls(async (statement) => (await db.prepare(statement).all()).results);
  if (timed > 0) console.log(`timed ${timed.toLocaleString("en-US")} first calls`);
}

async function seed() {
  const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({ remoteBindings: false });
  try {
    if (args.reuse) {
      const seeded = await env.DB.prepare("select count(*) as n from leads where id like 'bench-%'").first<{ n: number }>();
      if (seeded?.n === TOTAL) {
        console.log(`reusing the ${TOTAL.toLocaleString("en-US")} bench leads already seeded`);
        // A database seeded before migration 0025 has its first calls from the migration, not yet timed.
        await timeSeededFirstCalls(env.DB);
        return;
      }
    }
    const started = performance.now();
    // In chunks, as the rows are added below: one statement over a million rows outlasts the local D1.
    for (const [table, column] of [
      ["call_attempts", "lead_id"],
      ["lead_requests", "lead_id"],
      ["leads", "id"],
    ] as const) {
      const remove = env.DB.prepare(
        `delete from ${table} where rowid in (select rowid from ${table} where ${column} like 'bench-%' limit ?1)`,
      );
      let removed = 0;
      do removed = (await remove.bind(CHUNK).run()).meta.changes ?? 0;
      while (removed > 0);
    }
    const advisor = await env.DB.prepare("select id from advisors where email = ?1").bind(LOCAL_ADVISOR.email).first<{ id: number }>();
    // One statement per chunk of 50,000: SQLite generates the rows itself, spread over the last 30 days, a third per way in.
    // Every phone is distinct; every 50th lead is the same person as the one before; every 10th asked
    // again in the last 10 hours; a third are assigned to the seeded advisor. Every 20th lead ending in 1
    // was called twice (the last halfway between its request and now, its outcome in turn, which sets the
    // status as a call does), every 10th ending in 4 once; every 10th ending in 2 has a callback between
    // 14 days ago and 14 days on. At 1,000,000 leads: 200,000 attempts and 100,000 callbacks.
    const outcome = (i: string) => `json_extract(?3, '$[' || ((${i}) / 10 % ${CALL_OUTCOMES.length}) || ']')`;
    const addLeads = env.DB.prepare(
      `with recursive n(i) as (select cast(?4 as integer) union all select i + 1 from n where i < ?1),
       rows as (select i, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 43200) || ' minutes') as created,
                       case when i % 20 = 1 then 2 when i % 10 = 4 then 1 else 0 end as calls,
                       ${outcome("i")} as outcome from n)
       insert into leads (id, first_name, last_name, email, phone, phone_digits, person_id, zip_code, make, model, year, lead_source,
                          qualified, ready_to_talk, status, session_id, answers, created_at, updated_at, last_requested_at,
                          request_count, assigned_advisor_id, call_attempt_count, last_call_at, last_call_outcome, next_callback_at)
       select 'bench-' || i, 'Bench' || i, 'Lead', 'bench' || i || '@gmail.com',
              printf('(%03d) 555-%04d', 200 + i / 10000, i % 10000), printf('%03d555%04d', 200 + i / 10000, i % 10000),
              'bench-' || (case when i % 50 = 0 then i - 1 else i end), '94105', 'Toyota', 'Camry', 2026,
              case i % 3 when 0 then 'chatbot' when 1 then 'landing_page_cta' else 'landing_page_footer' end,
              i % 4 != 0, i % 5 = 0,
              case when calls > 0 and outcome = 'talked' then 'contacted'
                   when calls > 0 and outcome in ('wrong-number', 'not-interested') then 'closed'
                   when i % 7 = 0 then 'contacted' else 'new' end,
              'bench-session-' || i,
              case when i % 3 = 0 then '{"name":"Bench","zipCode":"94105","vehicleType":"new"}' end,
              created, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
              case when i % 10 = 0 then strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 600) || ' minutes') else created end,
              case when i % 10 = 0 then 2 else 1 end,
              case when i % 3 = 0 then ?2 end,
              calls, case when calls > 0 then strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 43200 / 2) || ' minutes') end,
              case when calls > 0 then outcome end,
              case when i % 10 = 2 then strftime('%Y-%m-%dT%H:%M:00Z', 'now', printf('%+d minutes', i % 40320 - 20160)) end
       from rows`,
    );
    // Each called lead's attempts (the last as the lead records it, and on the twice-called an earlier no
    // answer) and each lead's first request, for the leads the chunk added (rowid above ?2).
    const addAttempts = env.DB.prepare(
      `insert into call_attempts (lead_id, advisor_id, outcome, created_at)
       select id, ?1, last_call_outcome, last_call_at from leads where rowid > ?2 and call_attempt_count > 0
       union all
       select id, ?1, 'no-answer', strftime('%Y-%m-%dT%H:%M:%fZ', last_call_at, '-10 minutes')
       from leads where rowid > ?2 and call_attempt_count = 2`,
    );
    const addRequests = env.DB.prepare(
      `insert into lead_requests (lead_id, source, source_detail, first_name, last_name, email, phone, phone_digits, make, model, year,
                                  created_at)
       select id, lead_source, lead_source_detail, first_name, last_name, email, phone, phone_digits, make, model, year, created_at
       from leads where rowid > ?1`,
    );
    // Each request's first call, as migration 0025 finds it for calls stored before it; timed below.
    const addFirstCalls = env.DB.prepare(firstCallsOfLeads("select id from leads where rowid > ?1"));
    const lastRowid = env.DB.prepare("select coalesce(max(rowid), 0) as n from leads");
    for (let from = 1; from <= TOTAL; from += CHUNK) {
      const before = (await lastRowid.first<{ n: number }>())?.n ?? 0;
      await addLeads.bind(Math.min(TOTAL, from + CHUNK - 1), advisor?.id ?? null, JSON.stringify(CALL_OUTCOMES), from).run();
      await addAttempts.bind(advisor?.id ?? 0, before).run();
      await addRequests.bind(before).run();
      await addFirstCalls.bind(before).run();
    }
    await timeSeededFirstCalls(env.DB);
    const tally = await env.DB.prepare(
      `select (select count(*) from leads) as leads, (select count(*) from call_attempts where lead_id like 'bench-%') as attempts,
              (select count(*) from leads where id like 'bench-%' and next_callback_at is not null) as callbacks`,
    ).first<{ leads: number; attempts: number; callbacks: number }>();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const count = (n: number | undefined) => (n ?? 0).toLocaleString("en-US");
    console.log(
      `seeded ${count(TOTAL)} leads in ${seconds} s (table now ${count(tally?.leads)} rows; ` +
        `${count(tally?.attempts)} call attempts, ${count(tally?.callbacks)} callbacks)`,
    );
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

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

/** One request read to its end: the time to its first body byte, and to its last. */
async function fetchTimed(path: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    firstByte ||= performance.now() - started;
    bytes += chunk.byteLength;
  }
  return { firstByte, total: performance.now() - started, bytes };
}

async function time(label: string, path: string, cookie: string, { firstByte = false, count = RUNS } = {}) {
  const runs = [];
  try {
    for (let i = 0; i < count; i++) runs.push(await fetchTimed(path, cookie));
  } catch (error) {
    // A request that fails is a figure too: said, and the others still timed.
    console.log(
      `  ${label.padEnd(48)} failed: ${error instanceof Error ? error.message : String(error)} (the server's log: ${SERVER_LOG})`,
    );
    return;
  }
  const totals = runs.map((run) => run.total);
  const first = firstByte ? `   first byte ${ms(median(runs.map((run) => run.firstByte)))}` : "";
  const kb = ((runs.at(-1)?.bytes ?? 0) / 1024).toFixed(0).padStart(7);
  console.log(`  ${label.padEnd(48)} median ${ms(median(totals))}   slowest ${ms(Math.max(...totals))}   ${kb} KB${first}`);
}

await seed();
const site = await startServer(
  "npx",
  ["vite", "preview", "--port", String(PORT), "--strictPort"],
  `${BASE}/admin/login`,
  120_000,
  SERVER_LOG,
);
try {
  const cookie = await signIn();
  const since = new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10);
  console.log(
    `Advisor requests against ${TOTAL.toLocaleString("en-US")} seeded leads (${RUNS} runs each, CSV exports ${CSV_RUNS}; local Worker):`,
  );
  await time("My day", "/admin/my-day", cookie);
  await time("leads page, first 50 (server-rendered)", "/admin", cookie);
  await time("leads page, page 1,000", "/admin?page=1000", cookie);
  await time("search by email", "/admin?q=bench77777%40gmail.com", cookie);
  await time("search by phone, all ten digits", "/admin?q=(207)%20555-7777", cookie);
  await time("search by phone, from the area code", "/admin?q=207-555", cookie);
  // 100 leads end with these seven digits at a million leads, one per area code (docs/decisions/044).
  await time("search by phone, its last seven digits", "/admin?q=555-7777", cookie);
  await time("search by name", "/admin?q=Bench4242", cookie);
  // Every bench lead is "Bench… Lead": a name most leads hold, as "gmail" is in real data (decision 035).
  await time("search by a name most leads hold", "/admin?q=Lead", cookie);
  await time("filtered: chat, ready to talk, last 7 days", `/admin?source=chat&ready=yes&from=${since}`, cookie);
  await time("filtered: Mine", "/admin?assigned=mine", cookie);
  await time("filtered: Unassigned", "/admin?assigned=none", cookie);
  await time("filtered: Unassigned, new", "/admin?assigned=none&status=new", cookie);
  // The overdue box is counted and listed by every leads page above but a search's, under its filters.
  await time("leads page, longest waiting first", "/admin?sort=oldest", cookie);
  await time("dashboard", "/admin/dashboard", cookie);
  const csv = { firstByte: true, count: CSV_RUNS };
  await time("CSV export: chat, ready to talk, last 7 days", `/admin/api/leads.csv?source=chat&ready=yes&from=${since}`, cookie, csv);
  await time("CSV export: all form leads", "/admin/api/leads.csv?source=form", cookie, csv);
} finally {
  site.stop();
}
