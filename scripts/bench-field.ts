// npm run bench:field — the four pages a buyer on a slow phone reaches first (issue 20.3), in Chromium
// on Lighthouse's mobile profile applied through the DevTools protocol: 1.6 Mbps down, 750 Kbps up,
// 150 ms round trips, the CPU slowed 4×, a phone's viewport and touch. Each page loads in a fresh
// context (a new visitor, nothing cached) and prints three medians over BENCH_RUNS runs (5):
// - first paint: the paint timing entry `first-contentful-paint`;
// - hydrated: when React has hydrated, i.e. when the root's first effect marks `<html data-hydrated>`
//   (app/root.tsx), seen by a MutationObserver the bench installs before the page's own scripts;
// - tap → open: in a second load, a visitor tries the page's main button as soon as the page has painted
//   (tapping it once it is there, and again every second until it works); the time from that first paint
//   until the tap has taken effect. The main button is the header's menu button (until the drawer is
//   open); on `/?lead=navbar`, where the server already shows the modal, the modal's Close (until the
//   modal is gone); on `/chatbot`, which has no menu, the first question's answer field (until it has focus).
// Responses go through the compressing proxy the Lighthouse audit uses (scripts/lib/compressing-proxy.ts),
// so the bytes on the throttled link are brotli-compressed as the edge sends them, content-hashed assets
// compressed once ahead of the runs. A benchmark, not a test: it prints the figures and exits 0.
import { chromium, devices, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import { startCompressingProxy, warmAssets } from "./lib/compressing-proxy.ts";
import { startFixtures, startPreview } from "./lib/local-server.ts";
import { textTable } from "./lib/text-table.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4185);
const PROXY_PORT = Number(process.env.LIGHTHOUSE_PROXY_PORT ?? 4187);
// Same variable as scripts/e2e-vars.ts, so the build and the fixture server agree on the port.
const FIXTURE_PORT = Number(process.env.FIXTURE_PORT ?? 4174);
const BASE = `http://localhost:${PROXY_PORT}`;
const GOAL = { firstPaintMs: 1_000, hydratedMs: 2_500 };

/** Lighthouse's mobile throttling (its "slow 4G"), as the walk-through used it. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
// A loaded machine can take long: the chat types its greeting before the first question.
const GIVE_UP_MS = 60_000;

/** The main button of a page and the selector that shows its tap took effect. */
type Target = { path: string; button: string; done: string };
// Open as the popover it is before the scripts, or as the modal dialog after them.
const DRAWER_OPEN = "#mobile-nav:is([open], :popover-open)";
const TARGETS: Target[] = [
  { path: "/", button: "header [aria-label='Open menu']", done: DRAWER_OPEN },
  { path: "/landing/V2", button: "header [aria-label='Open menu']", done: DRAWER_OPEN },
  { path: "/chatbot", button: "#chat-answer", done: "#chat-answer:focus" },
  { path: "/?lead=navbar", button: "#lead-modal [aria-label='Close']", done: "html:not(:has(#lead-modal[open]))" },
];

type Run = { firstPaint: number; hydrated: number; tapToOpen: number };

/**
 * Installed before any of the page's scripts: notes when the root marks the document hydrated. The document
 * may have no <html> yet when it runs, so the whole tree is watched. (Written as a string: scripts are checked
 * without the DOM's types; an init script is not subject to the page's CSP.)
 */
const WATCH_HYDRATION = `new MutationObserver((records, observer) => {
  if (!document.documentElement?.hasAttribute("data-hydrated")) return;
  window.__hydratedAt = performance.now();
  observer.disconnect();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });`;

async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

const painted = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { polling: 50 });

/** One load left alone: its first paint and its hydration, on the page's own clock (ms after navigation). */
async function loadAlone(page: Page, target: Target) {
  await throttled(page);
  await page.addInitScript({ content: WATCH_HYDRATION });
  await page.goto(`${BASE}${target.path}`, { waitUntil: "commit" });
  await painted(page);
  // Functions, not strings: the page's CSP refuses eval. `globalThis` is the page's window there.
  await page.waitForFunction(() => "__hydratedAt" in globalThis, null, { timeout: GIVE_UP_MS, polling: 100 });
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    hydrated: (globalThis as unknown as { __hydratedAt: number }).__hydratedAt,
  }));
}

/**
 * One load where the visitor tries the main button as soon as the page shows, and again every second
 * until the tap has done its work: the time from that paint, on the bench's clock (a tap before the
 * scripts may load another document).
 */
async function tapEarly(page: Page, target: Target) {
  await throttled(page);
  await page.goto(`${BASE}${target.path}`, { waitUntil: "commit" });
  await painted(page);
  const firstTry = performance.now();
  const done = () => page.waitForSelector(target.done, { state: "attached", timeout: GIVE_UP_MS }).then(() => "done" as const);
  for (;;) {
    // A tap that loaded another document may take effect there, with no button left to tap.
    const next = await Promise.race([
      done(),
      page.waitForSelector(target.button, { state: "visible", timeout: GIVE_UP_MS }).then((button) => button),
    ]);
    if (next === "done") return performance.now() - firstTry;
    if (performance.now() - firstTry > GIVE_UP_MS) throw new Error(`${target.path}: the tap never took effect`);
    await next.tap({ timeout: GIVE_UP_MS }).catch(() => undefined);
    const taken = await Promise.race([done(), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    if (taken === "done") return performance.now() - firstTry;
  }
}

async function inNewContext<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const fixtures = await startFixtures(FIXTURE_PORT);
let site: { stop(): void } | undefined;
let proxy: import("node:http").Server | undefined;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  site = await startPreview(PORT);
  proxy = await startCompressingProxy(`http://localhost:${PORT}`, PROXY_PORT);
  await warmAssets(
    BASE,
    TARGETS.map((target) => target.path),
  );
  const rows: string[][] = [];
  // BENCH_PAGES=/chatbot,/?lead=navbar measures some of the pages only.
  const only = process.env.BENCH_PAGES?.split(",");
  for (const target of TARGETS.filter((t) => !only || only.includes(t.path))) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const load = await inNewContext((page) => loadAlone(page, target));
      const tapToOpen = await inNewContext((page) => tapEarly(page, target));
      runs.push({ ...load, tapToOpen });
    }
    const cell = (pick: (run: Run) => number) => String(Math.round(median(runs.map(pick))));
    rows.push([target.path, cell((run) => run.firstPaint), cell((run) => run.hydrated), cell((run) => run.tapToOpen)]);
    console.error(`bench:field: ${rows.at(-1)?.join("  ")}`);
  }
  console.log(
    `bench:field — medians of ${RUNS} runs, ms after navigation (tap → open: from the first paint), ` +
      `${(NETWORK.downloadThroughput * 8) / 1024 / 1024} Mbps down, ${NETWORK.latency} ms RTT, CPU ×${CPU_SLOWDOWN}:`,
  );
  for (const line of textTable(["page", "first paint", "hydrated", "tap → open"], rows)) console.log(`  ${line}`);
  console.log(`Goals (issue 20.2): first paint ≤ ${GOAL.firstPaintMs} ms, hydrated ≤ ${GOAL.hydratedMs} ms.`);
} finally {
  await browser.close();
  proxy?.close();
  for (const server of [site, fixtures]) {
    try {
      server?.stop();
    } catch {
      // already gone
    }
  }
}
