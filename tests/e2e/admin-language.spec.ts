import { expect, test } from "./fixtures";
import { LOCAL_ADVISOR } from "#scripts/seed/advisor.ts";
import { axe, queryD1, signIn } from "./helpers";

// A lead who asked in Spanish reaches an advisor who speaks Spanish. The advisor ticks
// Spanish on their account, finds the lead with the language filter and its ES badge, is suggested for
// it, and is reminded of California Civil Code §1632 on its page.

test.describe.configure({ timeout: 120_000 });

const axeViolations = async (page: import("@playwright/test").Page) =>
  (await axe(page).analyze()).violations.map((violation) => violation.id);

test.afterEach(async () => {
  // The seeded advisor speaks English only again, as the other specs expect of My day.
  await queryD1(`update advisors set languages = '["en"]' where email = '${LOCAL_ADVISOR.email}'`);
});

test("a Spanish lead: the advisor records Spanish, filters by language, is suggested, and sees the §1632 reminder", async ({ page }) => {
  const id = crypto.randomUUID();
  const lastName = `Espanol${id.slice(0, 6)}`;
  const now = new Date().toISOString();
  await queryD1(
    `insert into leads (id, first_name, last_name, email, phone, phone_digits, person_id, lead_source, created_at,
                        last_requested_at, status, language)
     values ('${id}', 'Lucía', '${lastName}', 'e2e.es.${id.slice(0, 8)}@gmail.com', '(415) 555-0177', '4155550177', '${id}',
             'landing_page_cta', '${now}', '${now}', 'new', 'es')`,
  );

  await signIn(page);
  await page.goto("/admin/account");
  await page.getByRole("checkbox", { name: "Spanish" }).check();
  await page.getByRole("button", { name: "Save languages" }).click();
  await expect(page.getByRole("status")).toHaveText("Your languages are saved.");
  await expect(page.getByRole("checkbox", { name: "Spanish" })).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/admin");
  await page.getByLabel("Search name, email or phone").fill(lastName);
  await page.getByLabel("Language", { exact: true }).selectOption("es");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/language=es/);
  const row = page.getByRole("row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("ES", { exact: true })).toBeVisible();
  await page.getByLabel("Language", { exact: true }).selectOption("en");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("row").filter({ hasText: lastName })).toHaveCount(0);

  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { name: "This buyer asked in Spanish" })).toBeVisible();
  await expect(page.getByRole("link", { name: "California Civil Code §1632" })).toBeVisible();
  await expect(page.getByText("advisors who speak Spanish are listed first")).toBeVisible();
  const suggested = page.locator('#assign-to optgroup[label="Speak Spanish (suggested)"] option');
  await expect(suggested.filter({ hasText: LOCAL_ADVISOR.name })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
