import { expect, test, type Page } from "@playwright/test";
import { asNewVisitor, waitForHydration } from "./helpers";

// Issue 14.4: CLS 0 on every page. The typed greetings (chat intro, chatbot) type letter by letter;
// nothing may move while they do, nor while a page hydrates and streams its deals.

/** Sums the layout shifts the page reports, from its start (buffered) until now. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

for (const path of ["/landing/cartelligentai", "/chatbot", "/", "/landing/V2", "/es"]) {
  test(`${path} does not shift while it loads and types`, async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(2_000); // forty letters typed, the deals streamed in
    expect(await layoutShift(page)).toBe(0);
  });
}
