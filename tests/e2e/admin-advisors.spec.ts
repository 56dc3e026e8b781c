import { expect, test, type Page } from "./fixtures";
import { LOCAL_ADVISOR } from "#scripts/seed/advisor.ts";
import {
  asNewVisitor,
  axe,
  fillLeadForm,
  NEWSLETTER_SUCCESS,
  queryD1,
  signIn,
  uniqueVisitor,
  waitForHumanPace,
  waitForHydration,
} from "./helpers";

// A person who joined the newsletter asks for a consultation; the advisor sees the lead marked
// as asking again with both requests, writes a note, takes the lead and finds it under Mine. With
// JavaScript the visitor does it all through the site; without it, the lead is written to D1 as the
// site writes it (the no-JavaScript forms have their own tests).

test.describe.configure({ timeout: 120_000 });

const letters = (n: number) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => String.fromCharCode(97 + (b % 26))).join("");

async function seedRepeatLead() {
  const id = crypto.randomUUID();
  const lastName = `Again${letters(6)}`;
  const email = `e2e.repeat.${id.slice(0, 8)}@gmail.com`;
  const now = new Date().toISOString();
  const weeksAgo = new Date(Date.now() - 21 * 86_400_000).toISOString();
  await queryD1(
    `insert into leads (id, first_name, last_name, email, phone, phone_digits, person_id, lead_source, lead_source_detail,
                        make, model, year, newsletter_opted_in, created_at, last_requested_at, request_count, status)
     values ('${id}', 'Riley', '${lastName}', '${email}', '(415) 555-0142', '4155550142', '${id}', 'landing_page_footer',
             'newsletter_signup', 'Toyota', 'RAV4', 2026, 1, '${weeksAgo}', '${now}', 2, 'new')`,
  );
  await queryD1(
    `insert into lead_requests (lead_id, source, source_detail, page_url, make, model, year, created_at) values
       ('${id}', 'landing_page_footer', 'newsletter_signup', 'https://caradvisor.example/', null, null, null, '${weeksAgo}'),
       ('${id}', 'landing_page_hero', 'hero_modal_form', 'https://caradvisor.example/landing/V2', 'Toyota', 'RAV4', 2026, '${now}')`,
  );
  await queryD1(`insert into lead_status_changes (lead_id, status, changed_at, reason) values ('${id}', 'new', '${now}', 'asked_again')`);
  return { id, name: `Riley ${lastName}`, email, detail: "Form from the hero button", reopened: true };
}

/** A visitor subscribes in the footer, then asks for a consultation from the navbar with the same address. */
async function subscribeThenAskForACall(page: Page) {
  const visitor = uniqueVisitor();
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Get car-buying tips in your inbox").fill(visitor.email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(NEWSLETTER_SUCCESS)).toBeVisible();

  await page.getByRole("button", { name: "Get Started - Free Consultation" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Started – Free Consultation" });
  await fillLeadForm(page, "dialog", visitor);
  await waitForHumanPace(page);
  await dialog.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  // One lead, two requests: the subscriber's lead gained the name the form gave.
  const [lead, ...more] = await queryD1<{ id: string }>(`select id from leads where email = '${visitor.email}'`);
  expect(more).toEqual([]);
  if (!lead) throw new Error("the lead was not stored");
  return { id: lead.id, name: "Dana O'Neil-Smith", email: visitor.email, detail: "Form from the top menu button", reopened: false };
}

async function findByEmail(page: Page, email: string) {
  await page.getByLabel("Search name, email or phone").fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
}

/**
 * detail: the way in of its newest request, as the advisor reads it. reopened: the lead was contacted before
 * it asked again, so its history says the visitor asked again.
 */
type RepeatLead = { id: string; name: string; email: string; detail: string; reopened: boolean };

async function workTheLead(page: Page, lead: RepeatLead, { checkAxe }: { checkAxe: boolean }) {
  await findByEmail(page, lead.email);
  const row = page.getByRole("table", { name: "Leads, latest activity first" }).getByRole("row").filter({ hasText: lead.email });
  await expect(row).toContainText("Asked again: 2 requests");
  await expect(row).toContainText("Nobody");
  await row.getByRole("link", { name: lead.name }).click();

  await expect(page.getByRole("heading", { name: lead.name, level: 1 })).toBeVisible();
  const requests = page.getByRole("table", { name: "Requests of this lead, newest first" });
  await expect(page.getByRole("heading", { name: /^Requests \(2\)/ })).toContainText("Asked again: 2 requests");
  await expect(requests.getByRole("row")).toHaveCount(3);
  await expect(requests.getByRole("row").nth(1)).toContainText(lead.detail);
  await expect(requests.getByRole("row").nth(1)).toContainText("Toyota RAV4");
  await expect(requests.getByRole("row").nth(2)).toContainText("Newsletter box");
  if (lead.reopened) await expect(page.getByRole("region", { name: "Status: New" })).toContainText("the visitor asked again");

  const note = `Called: wants a test drive on Saturday (${letters(4)}).`;
  await page.getByLabel(/^New note/).fill(note);
  await page.getByRole("button", { name: "Save note" }).click();
  const notes = page.getByRole("list", { name: "Notes, newest first" });
  await expect(notes.getByRole("listitem").first()).toContainText(note);
  await expect(notes.getByRole("listitem").first()).toContainText(LOCAL_ADVISOR.name);
  await expect(page.getByLabel(/^New note/)).toHaveValue("");

  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("heading", { name: `Assigned to: ${LOCAL_ADVISOR.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
  const activity = page.getByRole("region", { name: "Advisor activity" });
  await expect(activity).toContainText(`${LOCAL_ADVISOR.name}: Assigned the lead to ${LOCAL_ADVISOR.name}`);
  await expect(activity).toContainText(`${LOCAL_ADVISOR.name}: Wrote a note`);
  if (checkAxe) expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("link", { name: "← All leads" }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await page.getByLabel("Assigned", { exact: true }).selectOption("mine");
  await findByEmail(page, lead.email);
  await expect(page).toHaveURL(/[?&]assigned=mine/);
  const mine = page.getByRole("table", { name: "Leads, latest activity first" }).getByRole("row").filter({ hasText: lead.email });
  await expect(mine).toContainText(LOCAL_ADVISOR.name);
  await page.getByLabel("Assigned", { exact: true }).selectOption("none");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No lead matches these filters.")).toBeVisible();
}

test("a newsletter subscriber asks for a consultation; an advisor sees it asked again, notes it, takes it, finds it under Mine", async ({
  page,
}) => {
  await asNewVisitor(page);
  const lead = await subscribeThenAskForACall(page);
  await signIn(page);
  await workTheLead(page, lead, { checkAxe: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same work is done through plain forms", async ({ page }) => {
    await asNewVisitor(page);
    const lead = await seedRepeatLead();
    await signIn(page);
    await workTheLead(page, lead, { checkAxe: false });
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
