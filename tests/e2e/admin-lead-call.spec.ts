import { expect, test, type Locator, type Page } from "./fixtures";
import { NEW_WITH_ADD_ONS, quotePdf } from "#tests/workers/quotes/quote-pdfs";
import { asNewVisitor, axe, queryD1, signIn } from "./helpers";

// The lead page for a call: on a phone and at a desk, the first screen holds the call button, the
// buyer's note, the call outcomes and what the quote check found; the vehicle a chat named shows in its
// request; after each action focus goes to the section it changed and a polite live region confirms
// it, with JavaScript and without; at 390 px the requests are cards; a quote that could not be read is
// never shown as clean, and can be read again.

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 768 };

// A real 1x1 PNG: a photo the reading service (Workers AI, unreachable locally) cannot read.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

const letters = (n: number) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => String.fromCharCode(97 + (b % 26))).join("");
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const NOTE = "Mejor llamar después de las 5 p. m.";

/** A chat in Spanish that named a 2026 RAV4 XLE Hybrid and left a note, as the chat writes it: its request names no car. */
async function seedSpanishChatLead() {
  const id = crypto.randomUUID();
  const tag = letters(6);
  const phone = `323555${String(Date.now()).slice(-4)}`;
  const now = new Date().toISOString();
  const answers = { name: "María José", zipCode: "90011", make: "Toyota", model: "RAV4", year: "2026", trim: "XLE Hybrid", notes: NOTE };
  await queryD1(
    `insert into leads (id, first_name, last_name, email, phone, phone_digits, zip_code, vehicle_type, knows_vehicle, make, model, year,
                        trim, has_dealer_quote, notes, qualified, ready_to_talk, lead_source, lead_source_detail, answers,
                        conversation_data, created_at, last_requested_at, request_count, status, person_id, language)
     values ('${id}', 'María José', 'García${tag}', 'mj.${tag}@gmail.com', '${phone}', '${phone}', '90011', 'new', 1, 'Toyota', 'RAV4',
             2026, 'XLE Hybrid', 1, ${sqlText(NOTE)}, 1, 1, 'chatbot', 'chatbot', ${sqlText(JSON.stringify(answers))}, '[]', '${now}',
             '${now}', 1, 'new', '${id}', 'es')`,
  );
  await queryD1(
    `insert into lead_requests (lead_id, source, source_detail, first_name, zip_code, page_url, created_at, language)
     values ('${id}', 'chatbot', 'chatbot', 'María José', '90011', 'https://caradvisor.example/es/chatbot', '${now}', 'es')`,
  );
  return { id, tag, name: `María José García${tag}`, phoneText: `(323) 555-${phone.slice(-4)}` };
}

/** Uploads a quote the buyer emailed from the lead's page, and waits until its reading is done. */
async function uploadQuote(page: Page, leadId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByLabel(/^Upload a quote the buyer sent you/).setInputFiles(file);
  await page.getByRole("button", { name: "Upload and read" }).click();
  await expect(page).toHaveURL(/quote=uploaded/);
  await expect
    .poll(async () => (await queryD1<{ status: string }>(`select status from quote_checks where lead_id = '${leadId}'`))[0]?.status, {
      timeout: 30_000,
    })
    .not.toBe("queued");
}

/** The element is wholly inside the viewport as the page opens: no scrolling needed to see it. */
async function expectInFirstScreen(element: Locator, viewport: { width: number; height: number }) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, "laid out").not.toBeNull();
  if (!box) return;
  expect(box.y, "below the top").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "above the fold").toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, "inside the width").toBeLessThanOrEqual(viewport.width);
}

test("the first screen holds the call button, the buyer's note, the call outcomes and the quote's flags, on a phone and at a desk", async ({
  page,
}) => {
  const lead = await seedSpanishChatLead();
  await asNewVisitor(page);
  await page.setViewportSize(DESK);
  await signIn(page);
  await uploadQuote(page, lead.id, {
    name: "quote.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await quotePdf(NEW_WITH_ADD_ONS)),
  });

  for (const viewport of [PHONE, DESK]) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/leads/${lead.id}`);
    await expect(page.getByRole("heading", { name: lead.name, level: 1 })).toBeVisible();
    await expectInFirstScreen(page.getByRole("link", { name: lead.phoneText }), viewport);
    const note = page.getByRole("note", { name: "Note from the buyer" });
    await expect(note).toHaveText(`Note from the buyer${NOTE}`);
    await expectInFirstScreen(note, viewport);
    await expectInFirstScreen(page.getByRole("button", { name: "No answer", exact: true }), viewport);
    const flags = page.getByRole("list", { name: "Flags to raise" });
    await expectInFirstScreen(flags, viewport);
    // One line per flagged line of the quote, the nitrogen fill's three rules on one, its amount once.
    await expect(flags.getByRole("listitem")).toHaveCount(3);
    const nitrogen = flags.getByRole("listitem").filter({ hasText: "Nitrogen tire fill" });
    await expect(nitrogen.getByText("at stake $199")).toHaveCount(1);
    await expect(nitrogen).toContainText(
      "Add-ons on the CARS Act's no-benefit list; Add-ons not marked optional; Dealer-added charges, negotiable",
    );
    await expect(page.getByRole("region", { name: "Dealer quote: what to raise" })).toContainText("Worth questioning: $1,159");
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(viewport.width);
  }
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test("the Quote check has one card per flagged line, naming each rule, with the amount at stake once", async ({ page }) => {
  const lead = await seedSpanishChatLead();
  await asNewVisitor(page);
  await signIn(page);
  await uploadQuote(page, lead.id, {
    name: "quote.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await quotePdf(NEW_WITH_ADD_ONS)),
  });
  await page.goto(`/admin/leads/${lead.id}`);
  const cards = page.getByRole("region", { name: "Quote check" }).getByRole("list", { name: "Flags" }).locator(":scope > li");
  await expect(cards).toHaveCount(3);
  const nitrogen = cards.filter({ hasText: "Line 4 (Nitrogen tire fill)" });
  await expect(nitrogen.getByText("at stake $199")).toHaveCount(1);
  for (const rule of ["Add-ons on the CARS Act's no-benefit list", "Add-ons not marked optional", "Dealer-added charges, negotiable"])
    await expect(nitrogen).toContainText(rule);
  await expect(page.getByRole("region", { name: "Quote check" }).getByText(/at stake \$199/)).toHaveCount(1);
});

test("the chat's request shows the vehicle the chat named, and at 390 px the requests are cards, nothing cut", async ({ page }) => {
  const lead = await seedSpanishChatLead();
  await asNewVisitor(page);
  await page.setViewportSize(DESK);
  await signIn(page);
  await page.goto(`/admin/leads/${lead.id}`);
  const requests = page.getByRole("region", { name: /^Requests/ });
  await expect(requests.getByRole("cell", { name: "2026 Toyota RAV4 XLE Hybrid" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Timeline, newest first" })).toContainText("Request by chat: 2026 Toyota RAV4 XLE Hybrid");

  await page.setViewportSize(PHONE);
  await page.goto(`/admin/leads/${lead.id}`);
  await expect(requests.locator("thead")).toBeHidden();
  await expect(requests.getByText("Vehicle asked:")).toBeVisible();
  await expect(requests.getByRole("cell", { name: /2026 Toyota RAV4 XLE Hybrid/ })).toBeVisible();
  // Each cell has the card's width: none is cut, nothing scrolls sideways.
  const cells = await requests.locator("td").evaluateAll((tds) => tds.map((td) => [td.scrollWidth, td.clientWidth, td.textContent]));
  for (const [scrollWidth, clientWidth, text] of cells) expect(scrollWidth, String(text)).toBeLessThanOrEqual(Number(clientWidth));
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(PHONE.width);
});

/** Each action on the page: focus lands on the section it changed, and the live region says it was done. */
async function actionsConfirmed(page: Page, javaScript: boolean) {
  const lead = await seedSpanishChatLead();
  await asNewVisitor(page);
  await signIn(page);
  await page.goto(`/admin/leads/${lead.id}`);
  const announced = page.getByRole("status").filter({ hasText: /./ });
  const focusedOn = async (region: Locator, text: string | RegExp) => {
    await expect(region).toBeFocused();
    await expect(region).toContainText(text);
    await expect(announced).toHaveText(text);
    if (!javaScript) await expect(region).toHaveAttribute("autofocus", "");
  };

  await page.getByRole("button", { name: "No answer", exact: true }).click();
  await focusedOn(page.getByRole("region", { name: "Log a call (1 so far)" }), "Call logged: No answer.");

  await page.getByRole("button", { name: "Assign to me" }).click();
  await focusedOn(page.getByRole("region", { name: "Assigned to: Local Advisor" }), "Assigned to you.");

  await page.getByLabel(/^New note/).fill("Prefers Spanish; call after 5 p.m.");
  await page.getByRole("button", { name: "Save note" }).click();
  await focusedOn(page.getByRole("region", { name: "Notes" }), "Note saved.");

  await page.getByLabel(/^Status of/).selectOption("contacted");
  await page.getByRole("button", { name: /^Save status/ }).click();
  await focusedOn(page.getByRole("region", { name: "Status: Contacted" }), "Status set to Contacted.");

  // Whatever the clock says, some pick is offered: the next advisor day at least.
  await page
    .getByRole("region", { name: /^Next callback/ })
    .getByRole("button")
    .first()
    .click();
  await focusedOn(page.getByRole("region", { name: /^Next callback: \w/ }), /Callback set for \w{3}, /);
  await expect(page.getByRole("region", { name: "Next callback: none" })).toHaveCount(0);
}

test("after each action focus goes to the section it changed and a polite live region confirms it", async ({ page }) => {
  await actionsConfirmed(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page comes back with the changed section focused and the confirmation in it", async ({ page }) => {
    await actionsConfirmed(page, false);
  });
});

test("a photo that could not be read: the list says so, the lead page reads it again, and the audit names the advisor", async ({
  page,
}) => {
  const lead = await seedSpanishChatLead();
  await asNewVisitor(page);
  await signIn(page);
  await uploadQuote(page, lead.id, { name: "quote.png", mimeType: "image/png", buffer: PNG });

  await page.goto(`/admin?q=${lead.tag}`);
  const row = page.getByRole("table", { name: "Leads, latest activity first" }).getByRole("row").filter({ hasText: lead.tag });
  await expect(row.getByText("Quote not read — check by hand")).toBeVisible();
  await expect(row).not.toContainText("0 items to question");

  await row.getByRole("link", { name: lead.name }).click();
  await expect(page.getByRole("region", { name: "Dealer quote: what to raise" })).toContainText("Quote not read — check by hand");
  const panel = page.getByRole("region", { name: "Quote check" });
  await expect(panel).toContainText("Not read automatically: the photo could not be read yet, as the reading service did not answer.");
  await panel.getByRole("button", { name: "Read again" }).click();
  await expect(panel).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: /./ })).toHaveText(
    "The quote is on its way to be read again; refresh the page in a few seconds.",
  );
  await expect(page.getByRole("region", { name: "Advisor activity" })).toContainText("Asked for a dealer quote to be read again");
  // Read again, by the same queue: locally the service still cannot answer.
  await expect
    .poll(async () => (await queryD1<{ status: string }>(`select status from quote_checks where lead_id = '${lead.id}'`))[0]?.status, {
      timeout: 30_000,
    })
    .toBe("unreadable");
});
