import { expect, test } from "./fixtures";
import { axe, buyerLead, buyerLink } from "./helpers";

const PAGES = [
  "/",
  "/landing/V2",
  "/landing/cartelligentai",
  "/about",
  "/terms",
  "/privacy",
  "/blog",
  "/unsubscribe",
  "/newsletter/confirm",
  // The Spanish twins.
  "/es",
  "/es/privacy",
  "/es/terms",
  "/es/about",
  "/es/blog",
  "/es/landing/V2",
  "/es/unsubscribe",
  "/es/newsletter/confirm",
];

// Each test loads its own page: they spread over both workers rather than queue in one.
test.describe.configure({ mode: "parallel" });

const VIEWPORTS = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const;

// One load per page, then each width in turn: the layout follows the width (CSS and the carousel's
// resize), so a second load would only spend the time again.
for (const path of PAGES) {
  test(`axe finds no violation on ${path} (phone, then desktop)`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0][1]);
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    for (const [name, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `${name}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  });
}

// The buyer's pages (docs/decisions/052), each needing a link of its own: the page with a call booked, in both
// languages, its data page, the lost-link page and a link that opens nothing.
test("axe finds no violation on the buyer's pages (phone, then desktop)", async ({ page }) => {
  test.setTimeout(90_000);
  const lead = await buyerLead("Axe");
  await page.goto(buyerLink(lead));
  await page.getByRole("region", { name: "Book your call" }).getByRole("radio", { disabled: false }).nth(1).check();
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  const booked = page.url();
  for (const path of [
    booked,
    buyerLink(lead, { language: "es" }),
    `${buyerLink(lead)}/data`,
    "/my",
    `/my/${lead.id}.1.${"0".repeat(64)}`,
  ]) {
    await page.setViewportSize(VIEWPORTS[0][1]);
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    for (const [name, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const results = await axe(page).analyze();
      expect(results.violations.map((v) => `${path} ${name}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  }
});

test("axe finds no violation in the open lead modal and the open drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: "Open menu" }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Get Started" }).click();
  await page
    .getByRole("dialog", { name: "Get Started – Free Consultation" })
    .getByRole("button", { name: "Get My Free Consultation" })
    .click();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test("axe finds no violation in the Spanish lead modal, drawer and the ¿Prefiere español? offer", async ({ browser }) => {
  // Two pages and three analyses: on a busy machine each analysis alone took 5–10 s.
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: "es-MX" });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByText("¿Prefiere español?").first()).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.goto("/es");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.getByRole("button", { name: "Abrir menú" }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("dialog", { name: "Menú" }).getByRole("button", { name: "Pida su consulta gratis" }).click();
  await page.getByRole("dialog", { name: "Pida su consulta gratis" }).getByRole("button", { name: "Quiero mi consulta gratis" }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await context.close();
});
