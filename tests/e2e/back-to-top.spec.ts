import { expect, test, type Page } from "./fixtures";
import { asNewVisitor, waitForHydration } from "./helpers";

// The footer's "Back to top" returns to the top of the page, smoothly unless the visitor
// prefers reduced motion, and moves focus to the skip link's target (the page's main content).

async function atFooter(page: Page) {
  await asNewVisitor(page);
  await page.goto("/");
  await waitForHydration(page);
  const link = page.locator("footer").getByRole("link", { name: "Back to top ↑", exact: true });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Every position the page passes through on its way back up.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { scrollPositions: seen });
    window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
  });
  // The scroll that brought the footer into view may still report an event: let it land, then forget it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => void (window as unknown as { scrollPositions: number[] }).scrollPositions.splice(0));
  return link;
}

const positions = (page: Page) => page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);

async function expectBackAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main#main")).toBeFocused();
}

test("returns to the top smoothly and moves focus to the main content", async ({ page }) => {
  const link = await atFooter(page);
  await link.click();
  await expectBackAtTop(page);
  const passed = await positions(page);
  // A smooth scroll passes through positions between the footer and the top; a jump does not. A busy
  // machine paints few frames of it, so one position on the way is the proof.
  expect(passed.filter((y) => y > 0).length).toBeGreaterThan(0);
  // The next Tab starts from the main content, not from the footer.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement))).toBe(true);
});

test("jumps without animation when the visitor prefers reduced motion, by keyboard too", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const link = await atFooter(page);
  await link.focus();
  await page.keyboard.press("Enter");
  await expectBackAtTop(page);
  expect((await positions(page)).filter((y) => y > 0)).toEqual([]);
});

test("works with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const link = page.locator("footer").getByRole("link", { name: "Back to top ↑", exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator("main#main")).toBeFocused();
  await context.close();
});
