import { expect, test } from "@playwright/test";
import { asNewVisitor, layoutShift, waitForHydration } from "./helpers";

// Issue 14.4: CLS 0 on every page. The typed greetings (chat intro, chatbot) type letter by letter;
// nothing may move while they do, nor while a page hydrates and streams its deals.

for (const path of ["/landing/cartelligentai", "/chatbot", "/", "/landing/V2", "/es"]) {
  test(`${path} does not shift while it loads and types`, async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(2_000); // forty letters typed, the deals streamed in
    expect(await layoutShift(page)).toBe(0);
  });
}

test("the ¿Prefiere español? offer on the English page does not shift it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "es-MX" });
  const page = await context.newPage();
  await asNewVisitor(page);
  await page.goto("/?utm_source=radio");
  await expect(page.getByRole("complementary", { name: "¿Prefiere español?" })).toHaveCount(1);
  await waitForHydration(page);
  await page.waitForTimeout(1_000);
  expect(await layoutShift(page)).toBe(0);
  await context.close();
});
