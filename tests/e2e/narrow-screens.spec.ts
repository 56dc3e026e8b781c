import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./helpers";

// The marketing pages on the narrowest phones in use (320 px, then the common 360 px Androids): nothing
// wider than the screen, so the page never scrolls sideways, and the header's controls all on screen.

const PAGES = ["/", "/landing/V2", "/landing/cartelligentai", "/about", "/privacy", "/terms", "/blog"];
const WIDTHS = [320, 360];
const MENU = { en: "Open menu", es: "Abrir menú" } as const;

/** Every page in English and its Spanish twin. */
const BOTH_LANGUAGES = PAGES.flatMap((path) => [
  { path, language: "en" as const },
  { path: path === "/" ? "/es" : `/es${path}`, language: "es" as const },
]);

async function expectNarrowFit(page: Page, path: string, language: "en" | "es") {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    const fit = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth }));
    expect(fit.scrollWidth, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(fit.innerWidth);
    const header = page.locator("header#top");
    for (const control of [
      header.getByRole("button", { name: MENU[language] }),
      header.getByRole("link", { name: language === "en" ? "Español" : "English" }),
      header.getByRole("link", { name: language === "en" ? /^Call us at / : /^Llámenos al / }),
      page.locator("#newsletter").getByRole("button"),
    ]) {
      const box = await control.boundingBox();
      expect(box, `${path} at ${width} px`).not.toBeNull();
      if (!box) continue;
      expect(box.x, `${path} at ${width} px: ${control}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${path} at ${width} px: ${control}`).toBeLessThanOrEqual(width);
    }
  }
}

for (const { path, language } of BOTH_LANGUAGES) {
  test(`${path} fits a 320 px and a 360 px screen: no sideways scroll, the menu button whole`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expectNarrowFit(page, path, language);
  });
}

test.describe("before the scripts run", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, language } of BOTH_LANGUAGES) {
    test(`${path} fits a 320 px and a 360 px screen without JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expectNarrowFit(page, path, language);
    });
  }
});
