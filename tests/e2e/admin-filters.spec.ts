import { expect, test } from "./fixtures";
import { asNewVisitor, signIn } from "./helpers";

// The leads list's search and filters: on a phone they fold behind one button under the search field, so
// the list starts on the first screen; at a desk they are laid out so that no control is cut.

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 768 };

test("on a phone the filters fold behind one button and the list starts on the first screen, with or without a filter set", async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.setViewportSize(PHONE);
  await signIn(page);
  const fold = page.getByText(/^Filters and order/);
  await expect(page.getByLabel("Search name, email or phone")).toBeVisible();
  await expect(page.getByLabel("Source", { exact: true })).toBeHidden();
  await expect(page.getByLabel("Order", { exact: true })).toBeHidden();
  const firstRow = page
    .getByRole("table", { name: /^Leads,/ })
    .locator("tbody tr")
    .first();
  const box = await firstRow.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY, "the first lead starts above the fold").toBeLessThan(PHONE.height);

  await fold.click();
  await page.getByLabel("Status", { exact: true }).selectOption("new");
  await expect(page.getByLabel("Order", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByText("Filters and order (1 set)")).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toBeHidden();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(PHONE.width);
});

test("at a desk every filter shows whole: the dates and the Order select are as wide as their text", async ({ page }) => {
  await asNewVisitor(page);
  await page.setViewportSize(DESK);
  await signIn(page);
  await expect(page.getByText(/^Filters and order/)).toBeHidden();
  const form = page.locator("form").filter({ has: page.getByLabel("Search name, email or phone") });
  const controls = await form.locator("select, input[type=date]").evaluateAll((elements) =>
    elements.map((element) => {
      const html = element as HTMLElement;
      const shown = html.getBoundingClientRect().width;
      const before = html.style.width;
      html.style.width = "max-content";
      const whole = html.getBoundingClientRect().width;
      html.style.width = before;
      return { name: html.getAttribute("name"), shown, whole };
    }),
  );
  expect(controls.map((control) => control.name)).toEqual([
    "source",
    "status",
    "qualified",
    "ready",
    "assigned",
    "language",
    "view",
    "sort",
    "from",
    "to",
  ]);
  for (const control of controls) expect(control.shown, `${control.name} is cut`).toBeGreaterThanOrEqual(control.whole - 0.5);
  await page.getByLabel("Order", { exact: true }).selectOption("oldest");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=oldest/);
});
