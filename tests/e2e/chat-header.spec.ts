import { expect, test } from "./fixtures";
import { asNewVisitor, waitForHydration } from "./helpers";

// The chat's header at 390 px: the logo, the language link and "Start over" ("Empezar de nuevo") each
// keep their room on one line, in both languages.

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, language, startOver } of [
  { path: "/chatbot", language: "Español", startOver: "Start over" },
  { path: "/es/chatbot", language: "English", startOver: "Empezar de nuevo" },
]) {
  test(`on ${path} the logo, "${language}" and "${startOver}" do not touch, each on one line`, async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(path);
    await waitForHydration(page);
    const header = page.locator("header").first();
    const [logo, switchLink, restart] = await Promise.all([
      header.getByRole("link").first().locator("span").first().boundingBox(),
      header.getByRole("link", { name: language }).boundingBox(),
      header.getByRole("button", { name: startOver }).boundingBox(),
    ]);
    if (!logo || !switchLink || !restart) throw new Error("the header's parts are not laid out");
    expect(switchLink.x - (logo.x + logo.width), "room between the logo and the language link").toBeGreaterThanOrEqual(8);
    expect(restart.x - (switchLink.x + switchLink.width), "room between the two links").toBeGreaterThanOrEqual(8);
    // One line each: as tall as the language link's line.
    expect(restart.height).toBeLessThanOrEqual(switchLink.height + 1);
    expect(restart.x + restart.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  });
}
