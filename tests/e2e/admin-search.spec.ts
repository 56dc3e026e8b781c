import { expect, test } from "./fixtures";
import { asNewVisitor, axe, fillLeadForm, signIn, uniqueVisitor, waitForHumanPace, waitForHydration } from "./helpers";

// The advisors' search matches how people type (docs/decisions/044): a visitor writes "José Peña" in the
// form, an advisor types "jose pena" and finds them, and finds them again by the phone's last seven digits.

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

test('a search for "Jose" finds José, and the last seven digits find the phone', async ({ page }) => {
  await asNewVisitor(page);
  const visitor = uniqueVisitor();
  // Letters of its own, so earlier runs' leads in the local D1 do not match.
  const tag = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(97 + (byte % 26))).join("");
  const lastName = `Peña${tag}`;
  await page.goto("/");
  await waitForHydration(page);
  await fillLeadForm(page, "#get-started", visitor);
  await page.locator("#get-started").getByLabel("First name").fill("José");
  await page.locator("#get-started").getByLabel("Last name").fill(lastName);
  await waitForHumanPace(page);
  await page.locator("#get-started").getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(page.locator("#get-started").getByRole("heading", { name: "Thank You!" })).toBeVisible();

  await signIn(page);
  const leads = page.getByRole("table", { name: "Leads, latest activity first" });
  for (const query of [`Jose Pena${tag}`, `JOSÉ PEÑA${tag.toUpperCase()}`]) {
    await page.getByLabel("Search name, email or phone").fill(query);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
    await expect(leads.getByRole("link", { name: `José ${lastName}` })).toBeVisible();
  }

  const lastSeven = `${visitor.phone.slice(3, 6)}-${visitor.phone.slice(6)}`;
  await page.getByLabel("Search name, email or phone").fill(lastSeven);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastSeven}`));
  await expect(leads.getByRole("link", { name: `José ${lastName}` })).toBeVisible();
  expect((await axe(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});
