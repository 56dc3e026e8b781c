import { type Catalogue, en } from "#app/i18n/messages/en";
import { es } from "#app/i18n/messages/es";
import { expect, type Page, test } from "./fixtures";
import { NEW_WITH_ADD_ONS, quotePdf, type QuoteRow } from "#tests/workers/quotes/quote-pdfs";
import { asNewVisitor, axe, buyerLead, buyerLink, fillLeadForm, queryD1, signedToken, uniqueVisitor, waitForHumanPace } from "./helpers";

// The buyer's page (docs/decisions/052), as a browser without JavaScript uses it: every part is a plain
// form that posts, redirects back and says what it did. The page opened from the email's link shows the
// request's status; the call is booked; two quotes uploaded on the page are compared; a deletion ends
// the link; no other token sees anything; the page in Spanish.

test.use({ javaScriptEnabled: false });

/** The head of every buyer page: what the page is in its language, the same words for every buyer, and never indexed. */
async function expectBuyerHead(page: Page, messages: Catalogue) {
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", messages["buyer.meta.description"]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
}

const letters = () => [...crypto.getRandomValues(new Uint8Array(6))].map((b) => String.fromCharCode(97 + (b % 26))).join("");

test("a form lead's thank-you links its request, and its page, opened from the email's link, shows its status; a call is booked", async ({
  page,
}) => {
  await asNewVisitor(page);
  await page.goto("/");
  const visitor = uniqueVisitor();
  await fillLeadForm(page, "#get-started", visitor, { jsEnabled: false });
  await waitForHumanPace(page);
  await page.locator("#get-started").getByRole("button", { name: "Get My Free Consultation" }).click();
  await page.getByRole("link", { name: "See what you asked" }).click();
  await expect(page.getByRole("heading", { name: "We have your request", level: 1 })).toBeVisible();
  await expect(page.getByText("RAV4")).toBeVisible();
  await expect(page.getByText(visitor.email)).toHaveCount(0);

  // The confirmation email's link (the Worker's tests read it out of the email itself).
  const [lead] = await queryD1<{ id: string; email: string }>(`select id, email from leads where email = '${visitor.email}'`);
  if (!lead) throw new Error("the form's lead was not stored");
  await page.goto(buyerLink(lead));
  await expect(page.getByRole("heading", { name: "Your private page, Dana", level: 1 })).toBeVisible();
  await expectBuyerHead(page, en);
  const steps = page.getByRole("region", { name: "Where your request stands" }).getByRole("listitem");
  await expect(steps.first()).toContainText("Received");
  await expect(page.locator('[aria-current="step"]')).toContainText("Received");

  const call = page.getByRole("region", { name: "Book your call" });
  const slot = call.getByRole("radio", { disabled: false }).nth(1);
  const time = (await slot.locator("xpath=..").textContent()) ?? "";
  await slot.check();
  await call.getByRole("button", { name: "Book this call" }).click();
  await expect(page).toHaveURL(/\?done=booked#buyer-status$/);
  const status = page.getByRole("status");
  await expect(status).toContainText("Your call is booked");
  await expect(status).toBeFocused();
  await expect(page.locator('[aria-current="step"]')).toContainText("Call booked for");
  await expect(page.locator('[aria-current="step"]')).toContainText(time.trim());
  await expect(call.getByRole("link", { name: "Add to my calendar (.ics)" })).toHaveAttribute("href", /^\/api\/buyers\/call\.ics\?token=/);
});

/** A quote's reading comes from the queue within seconds: the page's plain "Check again" looks until it has. */
async function untilRead(page: Page, count: number) {
  await expect(async () => {
    await page.goto(page.url().split("?")[0] ?? "");
    await expect(page.getByRole("region", { name: "Your quotes" }).getByRole("table")).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test("deleting everything takes one confirmation, and the link then says it does not work", async ({ page }) => {
  await asNewVisitor(page);
  const lead = await buyerLead(`Delete${letters()}`);
  const link = buyerLink(lead);
  await page.goto(link);
  const data = page.getByRole("region", { name: "Your data" });
  await data.getByRole("button", { name: "Delete everything" }).click();
  // The box is required: the browser asks for it before anything is posted.
  await expect(page).toHaveURL(link);
  await data.getByLabel("I understand that everything will be deleted and cannot be brought back.").check();
  await data.getByRole("button", { name: "Delete everything" }).click();
  await expect(page.getByRole("heading", { name: "Everything is deleted", level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toBeFocused();
  expect(await queryD1(`select id from leads where id = '${lead.id}'`)).toEqual([]);
  expect(await queryD1(`select reason from lead_deletions where lead_id = '${lead.id}'`)).toEqual([{ reason: "buyer" }]);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link doesn't work", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Your email address")).toBeVisible();
});

test("a forged, expired or other person's token sees nothing of anyone, and is offered the lost-link form", async ({ page, request }) => {
  const lead = await buyerLead(`Token${letters()}`);
  const other = await buyerLead(`Other${letters()}`);
  const forged = `${lead.id}.${Math.floor(Date.now() / 1000) + 86_400}.${"ab".repeat(32)}`;
  const theirs = signedToken("buyer-page", { id: other.id, email: lead.email }, 30);
  const confirm = signedToken("newsletter-confirm", lead, 30);
  for (const token of [forged, theirs, confirm]) {
    const answer = await request.get(`/my/${token}`);
    expect(answer.status()).toBe(404);
    expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const html = await answer.text();
    for (const personal of [lead.email, other.email, lead.name, other.name, "RAV4"]) expect(html).not.toContain(personal);
  }
  await page.goto(buyerLink(lead, { days: -1 }));
  await expect(page.getByRole("heading", { name: "This link doesn't work", level: 1 })).toBeVisible();
  await expect(page.getByText("It has expired")).toBeVisible();
  await expectBuyerHead(page, en);
  await expect(page.getByText(lead.name)).toHaveCount(0);
  await page.getByLabel("Your email address").fill(lead.email);
  await page.getByRole("button", { name: "Email me my link" }).click();
  await expect(page.getByRole("status")).toContainText("If we hold a request for that address, we have emailed its link there.");
});

// With JavaScript, where axe can look at the page: the forms are the same plain forms.
test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("two quotes uploaded on the page are read in full and compared, with nothing called a saving; axe finds nothing", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await asNewVisitor(page);
    const lead = await buyerLead(`Quotes${letters()}`);
    await page.goto(buyerLink(lead));
    const cheaper = NEW_WITH_ADD_ONS.map((row): QuoteRow => (row[0] === "Documentation fee" ? ["Documentation fee", "$85.00"] : row));
    for (const rows of [NEW_WITH_ADD_ONS, cheaper]) {
      await page
        .getByLabel("A dealer quote (PDF or photo)")
        .setInputFiles({ name: "quote.pdf", mimeType: "application/pdf", buffer: Buffer.from(await quotePdf(rows)) });
      await page.getByRole("button", { name: "Upload and check" }).click();
      await expect(page.getByRole("status")).toContainText("Your quote is uploaded and being read.");
    }
    await untilRead(page, 2);
    const quotes = page.getByRole("region", { name: "Your quotes" });
    await expect(quotes.getByText("To ask the dealer: a documentation fee $65 above California's cap")).toBeVisible();
    await expect(quotes.getByRole("link", { name: /California Vehicle Code §4456\.5\(a\)\(1\)/ }).first()).toHaveAttribute(
      "href",
      /lawCode=VEH&sectionNum=4456\.5/,
    );
    const compare = page.getByRole("region", { name: "Compare offers" });
    await expect(compare.getByRole("columnheader")).toHaveCount(3);
    const fee = compare.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Documentation fee" }) });
    await expect(fee).toContainText("+$65 against the least");
    await expect(fee).toContainText("Worth questioning: $65");
    await expect(compare.getByRole("columnheader", { name: "Quote 1: Sunset Toyota of Pasadena" })).toBeVisible();
    await expect(compare.getByRole("row", { name: /^Out the door/ })).toContainText("+$65 against the least");
    // "Saving" is said only to say what is not one.
    const words = (await page.locator("main").textContent()) ?? "";
    expect(words.match(/saving/gi)?.length).toBe(words.match(/not a saving/gi)?.length);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect((await axe(page).analyze()).violations.map((v) => `${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(" "))}`)).toEqual([]);
      // Nothing wider than the screen: a wide table scrolls in its own box, the page never sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test("the page in Spanish: every part in the buyer's language, times in Pacific time", async ({ page }) => {
    await asNewVisitor(page);
    const lead = await buyerLead(`Es${letters()}`, { language: "es" });
    await page.goto(buyerLink(lead, { language: "es" }));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Su página privada, Dana", level: 1 })).toBeVisible();
    await expectBuyerHead(page, es);
    for (const section of [
      "En qué va su solicitud",
      "Lo que pidió",
      "Reserve su llamada",
      "Sus cotizaciones",
      "Compare ofertas",
      "Sus datos",
    ])
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    await expect(page.getByText("Las horas son del Pacífico.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Reserve su llamada" }).getByRole("group").nth(1)).toContainText(
      /(lunes|martes|miércoles|jueves|viernes|sábado) \d+ de [a-z]+/,
    );
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Your private page, Dana", level: 1 })).toBeVisible();
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
});
