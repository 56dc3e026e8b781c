// npm run bench:field — the pages a buyer on a slow phone reaches first, in Chromium on Lighthouse's mobile
// profile applied through the DevTools protocol: 1.6 Mbps down, 750 Kbps up, 150 ms round trips, the CPU
// slowed 4×, a phone's viewport and touch. Each page loads in a fresh context (a new visitor, nothing cached)
// and prints five medians over BENCH_RUNS runs (5):
// - first paint: the paint timing entry `first-contentful-paint`;
// - scripts in: when the last script the page fetched had arrived (resource timing), the network's share
//   (the beacon's measuring code apart: "measuring code in" is when it arrived, with the beacon on);
// - hydrated: when `<html data-hydrated>` is set, seen by a MutationObserver the bench installs before the
//   page's own scripts: on a marketing page once every island on it has hydrated and run its effects
//   (app/islands/entry.ts: decision record 048), on the chat once React Router has hydrated it (app/root.tsx);
// - tap → open: in a second load, a visitor taps the page's main button as soon as the page says it has
//   painted (a touch at the button's centre, sent through the DevTools protocol), and again every second
//   until it works; the time from the navigation until the tap has taken effect. The main button is the
//   header's menu button (until the drawer is open: as the popover it is before the header's island hydrates,
//   or as the modal dialog after); on `/?lead=navbar`, where the server already shows the modal, the modal's
//   Close (until the modal is gone); on `/chatbot`, which has no menu, the first question's answer field
//   (until it has focus).
// Each page is measured with the Web Vitals beacon on and off, runs interleaved, side by side in the table
// (off: the visitor's browser sends Global Privacy Control, so the page loads no measuring code; BENCH_BEACON=on
// or off measures one way only).
// A load that never paints or hydrates, or a tap that never takes effect, within BENCH_GIVE_UP_MS (30 s) is
// counted as never (an infinite time in the median) and the cell says how many runs gave up, so a run
// that hangs is reported rather than holding the bench.
// Responses go through the compressing proxy the Lighthouse audit uses (scripts/lib/compressing-proxy.ts),
// so the bytes on the throttled link are brotli-compressed as the edge sends them, content-hashed assets
// compressed once ahead of the runs. A benchmark, not a test: it prints the figures and exits 0.
import { type CDPSession, chromium, devices, type Page } from "@playwright/test";
import { VITALS_BEACON_SCRIPT } from "./lib/budgets.ts";
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
const GOAL = { firstPaintMs: 1_000, hydratedMs: 1_800, tapToOpenMs: 1_500 };

/** Lighthouse's mobile throttling (its "slow 4G"), as the walk-through used it. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
// A loaded machine can take long (the chat types its greeting before the first question), but not this long.
const GIVE_UP_MS = Number(process.env.BENCH_GIVE_UP_MS ?? 30_000);

/** The main button of a page and the selector that shows its tap took effect. */
type Target = { path: string; button: string; done: string };
// Open as the popover it is before the scripts, or as the modal dialog after them.
const DRAWER_OPEN = "#mobile-nav:is([open], :popover-open)";
// The menu button in either language ("Open menu", "Abrir menú").
const MENU_BUTTON = "header [aria-controls='mobile-nav']";
const TARGETS: Target[] = [
  { path: "/", button: MENU_BUTTON, done: DRAWER_OPEN },
  { path: "/landing/V2", button: MENU_BUTTON, done: DRAWER_OPEN },
  { path: "/es", button: MENU_BUTTON, done: DRAWER_OPEN },
  { path: "/chatbot", button: "#chat-answer", done: "#chat-answer:focus" },
  { path: "/?lead=navbar", button: "#lead-modal form[method='dialog'] button", done: "html:not(:has(#lead-modal[open]))" },
];

/** Milliseconds; a step that gave up is `Infinity`. */
type Run = { firstPaint: number; scriptsIn: number; hydrated: number; measuringIn: number; tapToOpen: number };

/** The console line the watch below writes once the page has hydrated; the bench waits for it. */
const HYDRATED_LINE = "bench:field hydrated";
/**
 * Installed before any of the page's scripts: notes when the root marks the document hydrated, and says
 * so on the console. The bench learns it from the console, through the DevTools protocol, rather than by
 * asking the page: Playwright's waits run its injected script in the page (about 140 ms on the slowed
 * CPU, before the first paint) and then poll it every 50–100 ms on the same main thread, which a phone
 * never does; a CDP trace of `/?lead=navbar` showed the first paint 0.2 s later and the document parsed
 * 0.5 s later with them. The document may have no <html> yet when it runs, so the whole tree is watched.
 * (Written as a string: scripts are checked without the DOM's types; an init script is not subject to
 * the page's CSP.)
 */
const WATCH_HYDRATION = `new MutationObserver((records, observer) => {
  if (!document.documentElement?.hasAttribute("data-hydrated")) return;
  window.__hydratedAt = performance.now();
  observer.disconnect();
  console.log(${JSON.stringify(HYDRATED_LINE)});
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });`;

async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Whether a wait ran out of time (Playwright's TimeoutError), as opposed to any other failure. */
const timedOut = (error: unknown) => error instanceof Error && error.name === "TimeoutError";

/**
 * One load left alone: its first paint, its scripts' arrival and its hydration, on the page's own clock
 * (ms after navigation), read once the page says it has hydrated (or the bench gave up waiting). A step
 * that never came is `Infinity`.
 */
async function loadAlone(page: Page, target: Target, beacon: "on" | "off"): Promise<Omit<Run, "tapToOpen">> {
  await throttled(page);
  await page.addInitScript({ content: WATCH_HYDRATION });
  // A load that never hydrates is read as it stands when the bench gives up: its `__hydratedAt` is unset.
  const hydrated = page
    .waitForEvent("console", { predicate: (line) => line.text() === HYDRATED_LINE, timeout: GIVE_UP_MS })
    .catch((error: unknown) => {
      if (!timedOut(error)) throw error;
    });
  // With the beacon on, the load is read once its measuring code has come too (after the load, when idle).
  const measuring =
    beacon === "on"
      ? page
          .waitForResponse((response) => VITALS_BEACON_SCRIPT.test(new URL(response.url()).pathname), { timeout: GIVE_UP_MS })
          .catch((error: unknown) => {
            if (!timedOut(error)) throw error;
          })
      : undefined;
  await page.goto(`${BASE}${target.path}`, { waitUntil: "commit", timeout: GIVE_UP_MS });
  await hydrated;
  await measuring;
  // Functions, not strings: the page's CSP refuses eval. `globalThis` is the page's window there.
  const times = await page.evaluate((beaconScript) => {
    const isBeacon = (entry: PerformanceEntry) => new RegExp(beaconScript).test(new URL(entry.name).pathname);
    const scripts = performance.getEntriesByType("resource").filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
    const arrived = scripts.filter((entry) => !isBeacon(entry)).map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    const measuringCode = scripts.find(isBeacon) as PerformanceResourceTiming | undefined;
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
      scriptsIn: arrived.length ? Math.max(...arrived) : Number.POSITIVE_INFINITY,
      hydrated: (globalThis as unknown as { __hydratedAt?: number }).__hydratedAt ?? Number.POSITIVE_INFINITY,
      measuringIn: measuringCode?.responseEnd ?? Number.POSITIVE_INFINITY,
    };
  }, VITALS_BEACON_SCRIPT.source);
  return times;
}

/** The console lines the tap watch below writes: the first paint, with the button's centre, and the tap's effect. */
const PAINTED_LINE = "bench:field painted ";
const DONE_LINE = "bench:field done ";
/**
 * Installed before the page's own scripts for the tap measurement, and written as a string for the same
 * reasons as the hydration watch. At the first contentful paint it says where the main button is (its
 * centre, once it is laid out) and when the navigation began, on the wall clock (a tap before the scripts
 * may load another document, whose clock starts again); from then on it says when the target state is
 * reached, looking whenever an `open` attribute changes, a popover toggles, focus moves, or a document has
 * been parsed.
 */
const watchTap = (target: Target) => `(() => {
  const say = (line, fields) => console.log(line + JSON.stringify(fields));
  // Armed once the button is found: only then can the target state come from a tap (the server-opened
  // modal is parsed after the page's first paint). Kept for the document a tap before the scripts loads.
  let armed = sessionStorage.getItem("bench:field armed") === "1";
  let said = false;
  const check = () => {
    if (!armed || said || !document.querySelector(${JSON.stringify(target.done)})) return;
    said = true;
    say(${JSON.stringify(DONE_LINE)}, { at: Date.now() });
  };
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, attributeFilter: ["open"] });
  for (const event of ["toggle", "focusin"]) document.addEventListener(event, () => setTimeout(check), true);
  document.addEventListener("DOMContentLoaded", check);
  new PerformanceObserver((entries, observer) => {
    const paint = entries.getEntriesByName("first-contentful-paint")[0];
    if (!paint) return;
    observer.disconnect();
    const where = () => {
      const box = document.querySelector(${JSON.stringify(target.button)})?.getBoundingClientRect();
      if (!box || box.width === 0) return requestAnimationFrame(where);
      armed = true;
      sessionStorage.setItem("bench:field armed", "1");
      say(${JSON.stringify(PAINTED_LINE)}, { navigated: performance.timeOrigin, x: box.x + box.width / 2, y: box.y + box.height / 2 });
      check(); // already there: the chat's answer field has the focus from its autofocus
    };
    where();
  }).observe({ type: "paint", buffered: true });
})();`;

/** The JSON fields after a watch line's prefix. */
const fieldsOf = <T>(line: string, prefix: string): T => JSON.parse(line.slice(prefix.length)) as T;

/**
 * One load where the visitor taps the main button as soon as the page says it has painted, and again every
 * second until the tap has done its work: the time from the navigation, on the wall clock. The tap is a
 * touch sent through the DevTools protocol at the button's centre, as a finger would land, rather than
 * Playwright's tap, whose checks run its injected script on the slowed main thread first.
 */
async function tapEarly(page: Page, target: Target): Promise<number> {
  const cdp = await throttled(page);
  await page.addInitScript({ content: watchTap(target) });
  const line = (prefix: string, timeout: number) =>
    page.waitForEvent("console", { predicate: (message) => message.text().startsWith(prefix), timeout }).then((message) => message.text());
  const painted = line(PAINTED_LINE, GIVE_UP_MS);
  await page.goto(`${BASE}${target.path}`, { waitUntil: "commit", timeout: GIVE_UP_MS });
  let paint: { navigated: number; x: number; y: number };
  try {
    paint = fieldsOf(await painted, PAINTED_LINE);
  } catch (error) {
    if (timedOut(error)) return Number.POSITIVE_INFINITY;
    throw error;
  }
  const done = line(DONE_LINE, GIVE_UP_MS).then((text) => fieldsOf<{ at: number }>(text, DONE_LINE).at);
  const gaveUp = done.then(
    () => false,
    (error: unknown) => {
      if (timedOut(error)) return true;
      throw error;
    },
  );
  let at = { x: paint.x, y: paint.y };
  for (;;) {
    await page.touchscreen.tap(at.x, at.y).catch(() => undefined);
    const next = await Promise.race([gaveUp, new Promise((resolve) => setTimeout(resolve, 1_000, "again"))]);
    if (next === true) return Number.POSITIVE_INFINITY;
    if (next === false) return (await done) - paint.navigated;
    // The next tap lands where the button is now, as a finger would: the page may have moved it meanwhile (the
    // server-opened modal grows as its form arrives, and its Close goes up with its top).
    at = (await centreOf(cdp, target.button)) ?? at;
  }
}

/**
 * Where a button's centre is now, asked through the DevTools protocol with one small expression (no
 * Playwright script in the page); undefined if it is not laid out.
 */
async function centreOf(cdp: CDPSession, selector: string): Promise<{ x: number; y: number } | undefined> {
  const expression = `(() => {
    const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
    return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  })()`;
  const answer = await cdp.send("Runtime.evaluate", { expression, returnByValue: true }).catch(() => undefined);
  const value: unknown = answer?.result.value;
  if (typeof value !== "object" || value === null || !("x" in value) || !("y" in value)) return undefined;
  return typeof value.x === "number" && typeof value.y === "number" ? { x: value.x, y: value.y } : undefined;
}

/** With the beacon off, the browser sends Global Privacy Control, and the server leaves its pages out of the sample. */
const BEACON_MODES = (process.env.BENCH_BEACON ? [process.env.BENCH_BEACON] : ["on", "off"]).filter(
  (mode): mode is "on" | "off" => mode === "on" || mode === "off",
);
async function inNewContext<T>(beacon: "on" | "off", work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    ...(beacon === "off" ? { extraHTTPHeaders: { "Sec-GPC": "1" } } : {}),
  });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  // Not `a - b`: Infinity − Infinity is NaN, which sort cannot use.
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A median cell: "never" when most runs gave up, and how many gave up when any did. */
function cell(values: number[]) {
  const middle = median(values);
  const gaveUp = values.filter((value) => value === Number.POSITIVE_INFINITY).length;
  const shown = Number.isFinite(middle) ? String(Math.round(middle)) : "never";
  return gaveUp ? `${shown} (${gaveUp}/${values.length} > ${GIVE_UP_MS / 1000} s)` : shown;
}

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
    const runs = new Map<"on" | "off", Run[]>(BEACON_MODES.map((mode) => [mode, []]));
    for (let i = 0; i < RUNS; i++) {
      // Interleaved, so a busy spell of the shared machine falls on both.
      for (const mode of i % 2 ? [...BEACON_MODES].reverse() : BEACON_MODES) {
        const load = await inNewContext(mode, (page) => loadAlone(page, target, mode));
        const tapToOpen = await inNewContext(mode, (page) => tapEarly(page, target));
        runs.get(mode)?.push({ ...load, tapToOpen });
      }
    }
    for (const [mode, measured] of runs) {
      rows.push([
        target.path,
        mode,
        cell(measured.map((run) => run.firstPaint)),
        cell(measured.map((run) => run.scriptsIn)),
        cell(measured.map((run) => run.hydrated)),
        mode === "on" ? cell(measured.map((run) => run.measuringIn)) : "—",
        cell(measured.map((run) => run.tapToOpen)),
      ]);
      console.error(`bench:field: ${rows.at(-1)?.join("  ")}`);
    }
  }
  console.log(
    `bench:field — medians of ${RUNS} runs, ms after navigation (the tap sent at the first paint), ` +
      `${(NETWORK.downloadThroughput * 8) / 1024 / 1024} Mbps down, ${NETWORK.latency} ms RTT, CPU ×${CPU_SLOWDOWN}:`,
  );
  for (const line of textTable(["page", "beacon", "first paint", "scripts in", "hydrated", "measuring code in", "tap → open"], rows))
    console.log(`  ${line}`);
  console.log(
    `Goals: first paint ≤ ${GOAL.firstPaintMs} ms, hydrated ≤ ${GOAL.hydratedMs} ms, tap → open ≤ ${GOAL.tapToOpenMs} ms, ` +
      "no load that never hydrates.",
  );
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
