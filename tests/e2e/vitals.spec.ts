import { expect, type Page, test } from "./fixtures";
import { VITALS_PATH } from "#app/domain/vitals/beacon";
import { asNewVisitor, axe, queryD1, signIn, waitForHydration } from "./helpers";

// Real visitors' Web Vitals (docs/decisions/050-web-vitals-in-the-field.md): pages in Chromium report once the
// visitor leaves them, and the advisor finds them on the Site speed page. Nothing is sent under DNT or GPC.

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

for (const [signal, script] of [
  ["Do Not Track", `Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });`],
  ["Global Privacy Control", `Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });`],
]) {
  test(`a browser that sends ${signal} loads no measuring code and sends nothing`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await asNewVisitor(page);
    await page.addInitScript({ content: script });
    const measured: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(VITALS_PATH) || request.url().includes("/vitals-observers-")) measured.push(request.url());
    });
    await page.goto("/landing/V2");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.goto("/about");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(measured).toEqual([]);
  });
}
