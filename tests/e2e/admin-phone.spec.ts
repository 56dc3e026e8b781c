import { expect, test, type Page } from "./fixtures";
import { asNewVisitor, axe, queryD1, signIn } from "./helpers";

// The desk on a phone: at 390 px no admin page scrolls sideways, the list is cards,
// a chat lead's page hides its empty rows and folds its answers; and the newest request on top.

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };

const letters = (n: number) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => String.fromCharCode(97 + (b % 26))).join("");
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A buyer who asked about a RAV4, then three weeks later about a CR-V with a new email and last name. */
async function seedReturningBuyer() {
  const id = crypto.randomUUID();
  const tag = letters(6);
  const weeksAgo = new Date(Date.now() - 21 * 86_400_000).toISOString();
  const now = new Date().toISOString();
  await queryD1(
    `insert into leads (id, first_name, last_name, email, phone, phone_digits, person_id, lead_source, lead_source_detail,
                        make, model, year, created_at, last_requested_at, request_count, status)
     values ('${id}', 'Dana', 'Reyes${tag}', 'dana.${tag}@gmail.com', '(415) 555-0142', '4155550142', '${id}', 'landing_page_cta',
             'bottom_cta_form', 'Toyota', 'RAV4', 2026, '${weeksAgo}', '${now}', 2, 'new')`,
  );
  await queryD1(
    `insert into lead_requests (lead_id, source, source_detail, first_name, last_name, email, phone, phone_digits, make, model, year,
                                page_url, created_at) values
       ('${id}', 'landing_page_cta', 'bottom_cta_form', 'Dana', 'Reyes${tag}', 'dana.${tag}@gmail.com', '(415) 555-0142', '4155550142',
        'Toyota', 'RAV4', 2026, 'https://caradvisor.example/a/very/long/path/that/would/push/the/page/wider/than/a/phone', '${weeksAgo}'),
       ('${id}', 'landing_page_navbar', 'navbar_modal_form', 'Dana', 'Park${tag}', 'dana.park.${tag}@gmail.com', '(415) 555-0142',
        '4155550142', 'Honda', 'CR-V', null, 'https://caradvisor.example/', '${now}')`,
  );
  return { id, tag, newEmail: `dana.park.${tag}@gmail.com` };
}

/** A chat lead that answered the budget and trade-in questions, with a long transcript. */
async function seedChatLead() {
  const id = crypto.randomUUID();
  const name = `Quinn${letters(6)}`;
  const answers = {
    name,
    zipCode: "94105",
    vehicleType: "new",
    timeline: "1-3months",
    experience: "dreaded",
    financingType: "finance",
    budget: 650,
    tradeIn: "yes",
    tradeInMileage: "98000",
    tradeInCondition: "fair",
  };
  const turns = Array.from({ length: 40 }, (_, i) => ({
    role: i % 2 ? "user" : "bot",
    content: i === 7 ? `https://example.com/${"x".repeat(120)}` : `Turn ${i}`,
  }));
  await queryD1(
    `insert into leads (id, first_name, zip_code, vehicle_type, timeline, experience, financing_type, budget, is_budget_monthly,
                        has_trade_in, trade_in_mileage, trade_in_condition, lead_source, answers, conversation_data,
                        created_at, last_requested_at, request_count, status, person_id)
     values ('${id}', '${name}', '94105', 'new', '1-3months', 'dreaded', 'finance', 650, 1, 1, '98000', 'fair', 'chatbot',
             ${sqlText(JSON.stringify(answers))}, ${sqlText(JSON.stringify(turns))}, '${new Date().toISOString()}',
             '${new Date().toISOString()}', 1, 'new', '${id}')`,
  );
  return { id, name };
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
  expect(width, `${page.url()} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

test("at 390 px the list, a lead, a chat lead and the dashboard fit the screen", async ({ page }) => {
  const buyer = await seedReturningBuyer();
  const chat = await seedChatLead();
  await asNewVisitor(page);
  await page.setViewportSize(PHONE);
  await signIn(page);
  await expectNoSidewaysScroll(page);
  // The row is a card: its cells stack, each named.
  const table = page.getByRole("table", { name: "Leads, latest activity first" });
  await expect(table.locator("thead")).toBeHidden();
  await expect(table.getByText("Contact:").first()).toBeVisible();

  await page.goto(`/admin/leads/${buyer.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto(`/admin/leads/${chat.id}`);
  await expect(page.getByRole("heading", { name: chat.name, level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Labels and formats, not codes; no empty rows.
  const vehicle = page.getByRole("region", { name: "Vehicle" });
  await expect(vehicle).toContainText("In 1-3 months");
  await expect(vehicle).toContainText("Dreaded buying before");
  await expect(page.getByRole("region", { name: "Budget and financing" })).toContainText("$650/month");
  await expect(page.getByRole("region", { name: "Trade-in" })).toContainText("98,000 mi");
  await expect(page.locator("main dd").filter({ hasText: /^—$/ })).toHaveCount(0);
  await expect(page.getByText("Turn 3", { exact: true })).toBeHidden();
  await page.getByText(/^Chat answers as given/).click();
  await expect(page.getByText("ZIP code", { exact: true }).last()).toBeVisible();
  await page.getByText(/^Chat transcript/).click();
  await expect(page.getByText("Turn 3", { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("rowheader", { name: "ZIP code" })).toBeVisible();
});

test("the newest request leads, marked changed, and its email becomes the main one", async ({ page }) => {
  const buyer = await seedReturningBuyer();
  await asNewVisitor(page);
  await signIn(page);
  await page.getByLabel("Search name, email or phone").fill(buyer.tag);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  const row = page.getByRole("table", { name: "Leads, latest activity first" }).getByRole("row").filter({ hasText: buyer.newEmail });
  await expect(row).toContainText("Honda CR-V");
  await expect(row).not.toContainText("RAV4");
  await expect(row.getByText("changed")).toHaveCount(3);
  await row.getByRole("link", { name: `Dana Park${buyer.tag}` }).click();

  const requests = page.getByRole("region", { name: /^Requests/ });
  await expect(requests).toContainText(`Newest request: Dana Park${buyer.tag}`);
  await requests.getByRole("button", { name: "Make this email the main one" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The request's email is now the lead's main email." })).toBeVisible();
  // The first request keeps the old address; it can be made the main one again.
  await expect(requests.getByRole("table")).toContainText(`dana.${buyer.tag}@gmail.com`);
  await expect(requests.getByRole("button", { name: "Make this email the main one" })).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Advisor activity" })).toContainText("Made a request's email the main one");
  expect((await queryD1<{ email: string }>(`select email from leads where id = '${buyer.id}'`))[0]?.email).toBe(buyer.newEmail);
});
