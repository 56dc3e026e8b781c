// npm run audit:lighthouse — runs Lighthouse (default mobile preset: emulated phone, with the slow phone's network
// and CPU applied in the browser, or simulated: LIGHTHOUSE_THROTTLING=simulate) against the locally served build
// of the main pages, then prints one row per page
// (category scores, LCP, TBT, CLS, JavaScript transferred) and the failing accessibility,
// best-practices and SEO audits. A benchmark, not a test: it exits 0 once it has printed.
// Works offline: Chromium runs headless with background networking off, and the pages only load
// from localhost, whose outside services answer from the fixture server.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { AUDITED_PAGES, BUDGETS, javaScriptBudget, VITALS_BEACON_SCRIPT } from "./lib/budgets.ts";
import { CHROMIUM_FLAGS, chromiumPath, SYSTEM_CHROMIUM } from "./lib/chromium.ts";
import { startCompressingProxy, warmAssets } from "./lib/compressing-proxy.ts";
import { startFixtures, startPreview } from "./lib/local-server.ts";
import { textTable } from "./lib/text-table.ts";

// Ports can be moved (LIGHTHOUSE_PORT, LIGHTHOUSE_PROXY_PORT) so checkouts can audit side by side.
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4176);
const PROXY_PORT = Number(process.env.LIGHTHOUSE_PROXY_PORT ?? 4178);
const BASE = `http://localhost:${PROXY_PORT}`;
// The default, "devtools", applies the phone's network and CPU through the DevTools protocol, as the team's slow
// phone is defined, and measures what the browser paints; "simulate" computes the figures from an unthrottled
// load (Lighthouse's Lantern), which places the islands' scripts before a paint that comes first on the phone
// (decision record 048).
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === "simulate" ? "simulate" : "devtools";
// Same variable as scripts/e2e-vars.ts, so the build and the fixture server agree on the port.
const FIXTURE_PORT = Number(process.env.FIXTURE_PORT ?? 4174);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const AUDITED_CATEGORIES = ["accessibility", "best-practices", "seo"];

interface Row {
  page: string;
  lhr?: Result;
  error?: string;
}

const fixtures = await startFixtures(FIXTURE_PORT);
let site: { stop(): void } | undefined;
let proxy: import("node:http").Server | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;

try {
  site = await startPreview(PORT);
  proxy = await startCompressingProxy(`http://localhost:${PORT}`, PROXY_PORT);
  await warmAssets(BASE, AUDITED_PAGES);

  const rows: Row[] = [];
  // LIGHTHOUSE_PAGES=/,/es audits only those pages (a comma-separated list).
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  for (const page of only ?? AUDITED_PAGES) {
    // Each page in a browser of its own, as a first visit: Lighthouse's storage reset leaves localStorage, so
    // /es/chatbot, audited after /chatbot, found that page's saved chat and loaded its schema (10 KB more).
    chrome?.kill();
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath() ?? SYSTEM_CHROMIUM,
      chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    });
    // A fresh Chromium occasionally loses the trace of its first navigation (NO_NAVSTART, "run
    // Lighthouse again"), so a page whose run fails gets one more try.
    let row: Row = { page };
    for (let attempt = 1; attempt <= 2; attempt++) {
      console.error(`lighthouse: ${page}${attempt > 1 ? ` (retry after: ${row.error})` : ""} …`);
      row = await audit(chrome.port, page);
      if (!row.error) break;
    }
    rows.push(row);
  }

  printTable(rows);
  printOverBudget(rows);
  printFailingAudits(rows);
  process.exitCode = 0;
} finally {
  chrome?.kill();
  proxy?.close();
  for (const server of [site, fixtures]) {
    try {
      server?.stop();
    } catch {
      // already gone
    }
  }
}

async function audit(port: number, page: string): Promise<Row> {
  try {
    const result = await lighthouse(`${BASE}${page}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      throttlingMethod: THROTTLING,
    });
    if (!result) return { page, error: "Lighthouse returned no result" };
    const { lhr } = result;
    return lhr.runtimeError ? { page, lhr, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : { page, lhr };
  } catch (error) {
    return { page, error: error instanceof Error ? error.message : String(error) };
  }
}

function score(lhr: Result, category: string): string {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? "-" : String(Math.round(value * 100));
}

function numeric(lhr: Result, audit: string): number | undefined {
  return lhr.audits[audit]?.numericValue;
}

/**
 * The page's JavaScript transferred, in bytes: resource-summary's script row, else the Script network requests;
 * less the Web Vitals beacon's, which has its own budget (tests/e2e/budgets.spec.ts).
 */
function scriptBytes(lhr: Result): number | undefined {
  const requests = lhr.audits["network-requests"]?.details;
  const scripts =
    requests && "items" in requests
      ? (requests.items as Array<Record<string, unknown>>).filter((entry) => entry.resourceType === "Script")
      : undefined;
  const bytes = (entries: Array<Record<string, unknown>>) =>
    entries.reduce((sum, entry) => sum + (typeof entry.transferSize === "number" ? entry.transferSize : 0), 0);
  const beacon = bytes(
    (scripts ?? []).filter((entry) => typeof entry.url === "string" && VITALS_BEACON_SCRIPT.test(new URL(entry.url).pathname)),
  );
  const summary = lhr.audits["resource-summary"]?.details;
  if (summary && "items" in summary) {
    const item = (summary.items as Array<Record<string, unknown>>).find((entry) => entry.resourceType === "script");
    if (typeof item?.transferSize === "number") return item.transferSize - beacon;
  }
  return scripts ? bytes(scripts) - beacon : undefined;
}

function printTable(rows: Row[]) {
  const header = ["page", "perf", "a11y", "best-pr", "seo", "LCP ms", "TBT ms", "CLS", "JS KB"];
  const body = rows.map(({ page, lhr }) => {
    if (!lhr || lhr.runtimeError) return [page, "-", "-", "-", "-", "-", "-", "-", "-"];
    const lcp = numeric(lhr, "largest-contentful-paint");
    const tbt = numeric(lhr, "total-blocking-time");
    const cls = numeric(lhr, "cumulative-layout-shift");
    const js = scriptBytes(lhr);
    return [
      page,
      ...CATEGORIES.map((category) => score(lhr, category)),
      lcp === undefined ? "-" : String(Math.round(lcp)),
      tbt === undefined ? "-" : String(Math.round(tbt)),
      cls === undefined ? "-" : cls.toFixed(3),
      js === undefined ? "-" : (js / 1024).toFixed(1),
    ];
  });
  console.log(`Lighthouse ${rows.find((row) => row.lhr)?.lhr?.lighthouseVersion ?? ""} — mobile preset, ${THROTTLING} throttling, ${BASE}`);
  for (const line of textTable(header, body)) console.log(line);
  for (const row of rows) if (row.error) console.log(`${row.page}: Lighthouse failed — ${row.error}`);
}

/** The budgets, page by page: printed, not asserted (LCP and TBT move with the machine's load). */
function printOverBudget(rows: Row[]) {
  const { islands, wholeApp } = BUDGETS.javaScriptBytes;
  console.log(
    `\nOver budget (JS ≤ ${islands / 1024} KB, the chat and the advisors' pages ${wholeApp / 1024} KB; LCP ≤ ${BUDGETS.lcpMs} ms, ` +
      `TBT ≤ ${BUDGETS.tbtMs} ms, CLS ${BUDGETS.cls}, scores ${BUDGETS.categoryScore}):`,
  );
  let over = 0;
  for (const { page, lhr } of rows) {
    if (!lhr || lhr.runtimeError) continue;
    const misses: string[] = [];
    const js = scriptBytes(lhr);
    const lcp = numeric(lhr, "largest-contentful-paint");
    const cls = numeric(lhr, "cumulative-layout-shift");
    const tbt = numeric(lhr, "total-blocking-time");
    if (js !== undefined && js > javaScriptBudget(page)) misses.push(`JS ${(js / 1024).toFixed(1)} KB`);
    if (lcp !== undefined && lcp > BUDGETS.lcpMs) misses.push(`LCP ${Math.round(lcp)} ms`);
    if (tbt !== undefined && tbt > BUDGETS.tbtMs) misses.push(`TBT ${Math.round(tbt)} ms`);
    if (cls !== undefined && cls > BUDGETS.cls) misses.push(`CLS ${cls.toFixed(3)}`);
    for (const category of CATEGORIES) {
      const value = lhr.categories[category]?.score;
      if (typeof value === "number" && Math.round(value * 100) < BUDGETS.categoryScore)
        misses.push(`${category} ${Math.round(value * 100)}`);
    }
    if (misses.length > 0) {
      over += 1;
      console.log(`  - ${page}: ${misses.join(", ")}`);
    }
  }
  if (over === 0) console.log("  (none)");
}

function printFailingAudits(rows: Row[]) {
  console.log("\nFailing audits (score < 1):");
  for (const category of AUDITED_CATEGORIES) {
    // audit id -> title and the pages it fails on, in first-seen order
    const failing = new Map<string, { title: string; pages: string[] }>();
    const errored = new Map<string, { title: string; pages: string[] }>();
    let title = category;
    for (const { page, lhr } of rows) {
      if (!lhr || lhr.runtimeError) continue;
      const group = lhr.categories[category];
      if (!group) continue;
      title = group.title;
      for (const ref of group.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit) continue;
        let target: typeof failing | undefined;
        if (audit.scoreDisplayMode === "error") target = errored;
        else if ((audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric") && audit.score !== null && audit.score < 1)
          target = failing;
        if (!target) continue;
        const entry = target.get(ref.id) ?? { title: audit.title, pages: [] };
        entry.pages.push(page);
        target.set(ref.id, entry);
      }
    }
    console.log(`\n${title}:`);
    if (failing.size === 0) console.log("  (none)");
    for (const [id, { title: auditTitle, pages }] of failing) console.log(`  - ${auditTitle} [${id}] — ${pages.join(", ")}`);
    for (const [id, { title: auditTitle, pages }] of errored) {
      console.log(`  ! could not run: ${auditTitle} [${id}] — ${pages.join(", ")}`);
    }
  }
}
