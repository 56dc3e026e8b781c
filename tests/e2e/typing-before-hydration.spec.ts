import { expect, test, type Page } from "./fixtures";
import { asNewVisitor, queryD1, uniqueVisitor, waitForHumanPace } from "./helpers";

// A visitor on a slow phone types before the scripts run. The page's scripts are held back
// (every /assets/ script waits until the test lets it through), which is what a slow connection does,
// without depending on the machine's speed. When the page hydrates, every value stays, and the focus
// and cursor stay where the visitor left them. The page is parsed whole meanwhile, but its load event (and
// DOMContentLoaded, which a module script runs before) waits for the scripts: the test waits for neither.

/** Once let through, the scripts load and run; a loaded CI machine can take a while. */
const waitForHydration = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });

/** Holds every script of the page until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(({ page }) => asNewVisitor(page));
// Each test waits for a person's pace and for the held scripts: more than the default time on a loaded machine.
test.slow();

test("the lead modal keeps every field, the focus and the cursor when the page hydrates, then submits", async ({ page }) => {
  const release = await holdScripts(page);
  const visitor = uniqueVisitor();
  await page.goto("/?lead=navbar", { waitUntil: "commit" });
  const dialog = page.locator("dialog#lead-modal");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("First name").fill("Dana");
  await dialog.getByLabel("Phone").fill(visitor.phone);
  await dialog.getByLabel("Email").fill(visitor.email);
  await dialog.getByLabel("Make").selectOption("Toyota");
  await dialog.getByLabel("Model year").selectOption({ index: 2 });
  await dialog.getByLabel("Model", { exact: true }).fill("RAV4");
  await dialog.getByLabel("Zip code").fill("94105");
  // The visitor is in the last name, the cursor two characters from its end.
  const lastName = dialog.getByLabel("Last name");
  await lastName.fill("O'Neil-Smith");
  await lastName.press("ArrowLeft");
  await lastName.press("ArrowLeft");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await waitForHydration(page);
  await expect(lastName).toBeFocused();
  expect(await lastName.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([10, 10]);
  await expect(dialog.getByLabel("First name")).toHaveValue("Dana");
  await expect(lastName).toHaveValue("O'Neil-Smith");
  await expect(dialog.getByLabel("Phone")).toHaveValue(/^\(\d{3}\) \d{3}-\d{4}$/);
  await expect(dialog.getByLabel("Email")).toHaveValue(visitor.email);
  await expect(dialog.getByLabel("Make")).toHaveValue("Toyota");
  await expect(dialog.getByLabel("Model year")).not.toHaveValue("");
  // The model was typed as text: it stays a text field with its text.
  await expect(dialog.getByLabel("Model", { exact: true })).toHaveValue("RAV4");
  await expect(dialog.getByLabel("Zip code")).toHaveValue("94105");
  // The dialog is now modal (Escape would close it) and no field shows an error for the hydration's sake.
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(dialog.getByRole("alert")).toHaveCount(0);

  // The next key lands at the cursor, and the form sends what was typed.
  await page.keyboard.type("x");
  await expect(lastName).toHaveValue("O'Neil-Smixth");
  await waitForHumanPace(page);
  await dialog.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(await queryD1(`select first_name, last_name, model, zip_code from leads where email = '${visitor.email}'`)).toEqual([
    { first_name: "Dana", last_name: "O'Neil-Smixth", model: "RAV4", zip_code: "94105" },
  ]);
});

test("the bottom form, the hero search and the newsletter keep what was typed, and the focus stays in the newsletter", async ({ page }) => {
  const release = await holdScripts(page);
  const visitor = uniqueVisitor();
  await page.goto("/", { waitUntil: "commit" });
  const hero = page.getByRole("form", { name: "Find your car" });
  await hero.getByLabel("Vehicle type").selectOption("used");
  await hero.getByLabel("Make").selectOption("Toyota");
  await hero.getByLabel("Budget").selectOption({ index: 2 });
  await hero.getByLabel("ZIP code").fill("94105");
  const budget = await hero.getByLabel("Budget").inputValue();

  const bottom = page.locator("#get-started");
  await bottom.getByLabel("First name").fill("Dana");
  await bottom.getByLabel("Last name").fill("O'Neil-Smith");
  await bottom.getByLabel("Phone").fill(visitor.phone);
  await bottom.getByLabel("Email").fill(visitor.email);
  await bottom.getByLabel("Zip code").fill("10001");

  const newsletter = page.getByLabel("Get car-buying tips in your inbox");
  await newsletter.fill(visitor.email);
  await newsletter.press("Home");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  release();
  await waitForHydration(page);
  await expect(newsletter).toBeFocused();
  await expect(newsletter).toHaveValue(visitor.email);
  await expect(hero.getByLabel("Vehicle type")).toHaveValue("used");
  await expect(hero.getByLabel("Make")).toHaveValue("Toyota");
  await expect(hero.getByLabel("Budget")).toHaveValue(budget);
  await expect(hero.getByLabel("ZIP code")).toHaveValue("94105");
  await expect(bottom.getByLabel("First name")).toHaveValue("Dana");
  await expect(bottom.getByLabel("Last name")).toHaveValue("O'Neil-Smith");
  await expect(bottom.getByLabel("Phone")).toHaveValue(/^\(\d{3}\) \d{3}-\d{4}$/);
  await expect(bottom.getByLabel("Email")).toHaveValue(visitor.email);
  await expect(bottom.getByLabel("Zip code")).toHaveValue("10001");
  // The model list follows the make chosen in the hero once the scripts run.
  await expect(hero.getByLabel("Model")).toBeEnabled();
  // The cursor is where the visitor put it: the next key goes in front.
  await page.keyboard.type("a");
  await expect(newsletter).toHaveValue(`a${visitor.email}`);
});
