import { expect, type Page, test } from "./fixtures";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { VITALS_PATH, type VitalsBeacon } from "#app/domain/vitals/beacon";
import { asNewVisitor, axe, queryD1, signIn, waitForHydration } from "./helpers";

// Real visitors' Web Vitals (docs/decisions/050-web-vitals-in-the-field.md): pages in Chromium report once the
// visitor leaves them, and the advisor finds them on the Site speed page. Nothing is sent under DNT or GPC.

/** The web-vitals library's browser build (a development dependency: the pages do not load it). */
const WEB_VITALS = join(dirname(createRequire(import.meta.url).resolve("web-vitals")), "web-vitals.iife.js");

const TABLET = { width: 820, height: 1180 };
const PHONE = { width: 390, height: 844 };

/** How many values of each metric D1 has counted for a route on a device class, as "CLS 3, FCP 3, …". */
const counted = (route: string, device: string) =>
  queryD1<{ metric: string; n: number }>(
    `select metric, sum(n) as n from vital_hours where route = '${route}' and device = '${device}' group by metric order by metric`,
  );

/** Whether every one of the five metrics was counted once more since `before`. */
const eachMetricGrew = async (route: string, device: string, before: { metric: string; n: number }[]) => {
  const after = await counted(route, device);
  return ["CLS", "FCP", "INP", "LCP", "TTFB"].every(
    (metric) => (after.find((row) => row.metric === metric)?.n ?? 0) > (before.find((row) => row.metric === metric)?.n ?? 0),
  );
};

/** How many page views of a route named a button as the target of their slowest interaction. */
const inpTargets = async (route: string) =>
  (
    await queryD1<{ n: number }>(
      `select coalesce(sum(views), 0) as n from vital_targets where route = '${route}' and metric = 'INP' and selector like 'button%'`,
    )
  )[0]?.n ?? 0;

/** Opens a page and waits until its measuring code has loaded (after the page's load, when idle). */
async function openMeasured(page: Page, path: string) {
  const measuring = page.waitForResponse((response) => /\/vitals-observers-[^/]*\.js$/.test(response.url()));
  await page.goto(path);
  await waitForHydration(page);
  await measuring;
}

test("page views report their Web Vitals when the visitor leaves, and the advisor sees them on Site speed", async ({ browser }) => {
  const before = { landing: await counted("/landing/V2", "tablet"), chat: await counted("/chatbot", "phone") };

  const tablet = await browser.newContext({ viewport: TABLET, hasTouch: true });
  const landing = await tablet.newPage();
  await asNewVisitor(landing);
  await openMeasured(landing, "/landing/V2");
  await landing.getByRole("button", { name: "Open menu" }).tap();
  await expect(landing.getByRole("dialog")).toBeVisible();
  await landing.keyboard.press("Escape");
  // Leaving the page hides it: the beacon goes then (from the browser, after the page is gone: D1 shows it).
  const targetsBefore = await inpTargets("/landing/V2");
  await landing.goto("/about");
  // The beacon leaves after the load and an idle moment, which a busy machine delays.
  await expect.poll(() => eachMetricGrew("/landing/V2", "tablet", before.landing), { timeout: 30_000 }).toBe(true);
  // The menu button's tag and classes name the interaction.
  await expect.poll(async () => (await inpTargets("/landing/V2")) - targetsBefore).toBeGreaterThan(0);
  await tablet.close();

  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const chat = await phone.newPage();
  await asNewVisitor(chat);
  await openMeasured(chat, "/chatbot");
  await chat.getByLabel("Your answer").fill("Dana");
  await chat.getByRole("button", { name: "Send" }).tap();
  await expect(chat.getByRole("log", { name: "Conversation" })).toContainText("Dana");
  await phone.close();

  await expect.poll(() => eachMetricGrew("/chatbot", "phone", before.chat), { timeout: 30_000 }).toBe(true);

  const advisor = await browser.newPage();
  await signIn(advisor);
  await advisor.getByRole("navigation", { name: "Advisor sections" }).getByRole("link", { name: "Site speed" }).click();
  await expect(advisor.getByRole("heading", { name: "Site speed", level: 1 })).toBeVisible();
  const table = advisor.getByRole("region", { name: /By page and device/ }).getByRole("table");
  for (const [route, device] of [
    ["/landing/V2", "Tablet"],
    ["/chatbot", "Phone"],
  ]) {
    const row = table
      .getByRole("row")
      .filter({ has: advisor.getByRole("rowheader", { name: route, exact: true }) })
      .filter({ hasText: device });
    await expect(row).toHaveCount(1);
    // The largest paint's 75th percentile, rated in words.
    await expect(row.getByRole("cell").nth(2)).toContainText(/\d+ (ms|s)(Good|Needs improvement|Poor)/);
  }
  expect((await axe(advisor).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await advisor.getByRole("link", { name: "Last 7 days" }).click();
  await expect(advisor).toHaveURL(/\/admin\/speed\?days=7$/);
  await expect(advisor.getByRole("heading", { name: "By page and device, last 7 days" })).toBeVisible();
  await advisor.close();
});

// The browser's setting shows in every request it sends (and in `navigator.doNotTrack` and
// `navigator.globalPrivacyControl`): the server leaves such a visitor's pages out of the sample.
for (const [signal, header] of [
  ["Do Not Track", { DNT: "1" }],
  ["Global Privacy Control", { "Sec-GPC": "1" }],
] as const) {
  test(`a browser that sends ${signal} loads no measuring code and sends nothing`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await asNewVisitor(page, header);
    const measured: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(VITALS_PATH) || request.url().includes("/vitals-observers-")) measured.push(request.url());
    });
    await page.goto("/landing/V2");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Open menu" }).click();
    // The chat hydrates whole, with React Router's root, which starts the beacon there.
    await page.goto("/chatbot");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await page.goto("/about");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(measured).toEqual([]);
  });
}

// The beacon reads the browser's entries itself (docs/decisions/059-a-beacon-of-its-own.md). The web-vitals
// library, Chrome's own reference, is held beside it on one page view: a view with shifts in two windows and
// slow taps must give the same five figures from both.
test.describe("the beacon against the web-vitals library", () => {
  // The library goes into the page as a script of the test's own, which the page's policy would refuse.
  test.use({ bypassCSP: true, viewport: PHONE, hasTouch: true, isMobile: true });

  test("one page view with shifts and slow taps: the beacon sends the library's figures", async ({ page }) => {
    await asNewVisitor(page);
    const beacons: VitalsBeacon[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(VITALS_PATH)) beacons.push(JSON.parse(request.postData() ?? "null"));
    });
    await openMeasured(page, "/landing/V2");
    // Both read buffered entries, so the library sees the view from its start too.
    await page.addScriptTag({ path: WEB_VITALS });
    await page.evaluate(() => {
      const figures: Record<string, number> = {};
      Object.assign(window, { figures });
      const record = (metric: { name: string; value: number }) => {
        figures[metric.name] = metric.value;
      };
      const { webVitals } = window as unknown as { webVitals: Record<string, (report: typeof record, options: object) => void> };
      for (const on of ["onTTFB", "onFCP", "onLCP", "onCLS", "onINP"]) webVitals[on]?.(record, { reportAllChanges: true });
    });
    // Two shifts nobody asked for, in two windows (more than a second apart): the larger window is CLS.
    for (const height of [60, 140]) {
      await page.evaluate((px) => {
        const banner = document.createElement("div");
        banner.style.height = `${px}px`;
        document.querySelector("main")?.prepend(banner);
      }, height);
      await page.waitForTimeout(1_200);
    }
    // Slow taps: each keeps the page busy for a while before its next frame.
    await page.evaluate(() =>
      document.addEventListener("click", () => {
        const until = performance.now() + 120 + Math.random() * 120;
        while (performance.now() < until);
      }),
    );
    for (let tap = 0; tap < 3; tap++) {
      await page.getByRole("button", { name: "Open menu" }).tap();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    const library = () => page.evaluate(() => ({ ...(window as unknown as { figures: Record<string, number> }).figures }));
    await expect.poll(async () => Object.keys(await library()).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    // The page is hidden (a headless browser's tabs never are, and a beacon sent as a page unloads is not shown
    // to the test): both settle their figures then (the last tap's entries may still be queued until then), and
    // the beacon goes.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    await expect.poll(() => beacons.length).toBe(1);
    const expected = await library();
    const sent = Object.fromEntries(beacons.flatMap((beacon) => beacon.metrics.map((metric) => [metric.name, metric.value])));
    expect(sent.CLS).toBeGreaterThan(0.01);
    expect(sent.INP).toBeGreaterThanOrEqual(120);
    for (const name of ["TTFB", "FCP", "LCP", "INP"]) expect(sent[name], name).toBe(expected[name]);
    expect(sent.CLS).toBeCloseTo(expected.CLS ?? -1, 6);
  });
});
