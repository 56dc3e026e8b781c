import type { Browser } from "@playwright/test";
import { expect, type Page, test } from "./fixtures";
import { LOCAL_ADVISOR } from "#scripts/seed/advisor.ts";
import { DESK_REQUEST_LABELS } from "#app/domain/desk/notifications";
import { hashPassword } from "#worker/services/admin/password-hash.server";
import {
  asNewVisitor,
  axe,
  fillLeadForm,
  layoutShift,
  queryD1,
  signIn,
  uniqueVisitor,
  waitForHumanPace,
  waitForHydration,
} from "./helpers";

// The live desk (docs/decisions/053): two advisors at their desks, each in a browser of their own, on My day.
// A buyer sends the form from a third; the request is on both My day pages within 2 seconds, marked and
// announced, without a reload. Both open the lead: each sees the other there, and who is calling; the
// second to log a call is asked first.

test.describe.configure({ timeout: 120_000 });

const letters = (n: number) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => String.fromCharCode(97 + (b % 26))).join("");
const formatted = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;

/** A second advisor with a password of their own, written to the local D1 as `npm run advisor:add` would. */
async function colleague() {
  const tag = letters(6);
  const advisor = { email: `desk.${tag}@caradvisor.example`, name: `Ben ${tag}`, password: `desk-password-${tag}` };
  const hash = await hashPassword(advisor.password);
  await queryD1(`insert into advisors (email, name, password_hash) values ('${advisor.email}', '${advisor.name}', '${hash}')`);
  return advisor;
}

/** An advisor's own browser, signed in on My day with the desk live. */
async function desk(browser: Browser, advisor: { email: string; password: string }) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  // Dialling is the phone's business: the browser stays on the page (the desk still hears of the call).
  await context.addInitScript(() =>
    window.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  const page = await context.newPage();
  await asNewVisitor(page);
  await signIn(page, advisor, "my-day");
  await expect(page.getByText("Live: new requests appear as they come.")).toBeVisible();
  return page;
}

/** A buyer in a browser of their own sends the landing page's form; the visitor it sent as. */
async function buyerSends(browser: Browser) {
  const buyer = await browser.newContext();
  const form = await buyer.newPage();
  await asNewVisitor(form);
  await form.goto("/");
  await waitForHydration(form);
  const visitor = uniqueVisitor();
  await fillLeadForm(form, "#get-started", visitor);
  await waitForHumanPace(form);
  await form.locator("#get-started").getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(form.locator("#get-started").getByRole("heading", { name: "Thank You!" })).toBeVisible();
  return { buyer, visitor };
}

const justIn = (page: Page) => page.getByRole("list", { name: /^Just in/ });
const callSection = (page: Page) => page.locator("section#call");

// The desk's line is there from the first paint, empty until the socket connects: an advisor's page, loaded
// afresh dozens of times a day, does not move down when "Live" arrives (it did, by 25 px, on every page).
test("an advisor's page does not shift when the desk goes live, on a phone or a computer", async ({ browser }) => {
  const page = await desk(browser, LOCAL_ADVISOR);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ["/admin/my-day", "/admin"]) {
      await page.goto(path);
      await expect(page.getByText("Live: new requests appear as they come.")).toBeVisible();
      await page.waitForLoadState("networkidle");
      // The page's content moving down; a row the desk brings meanwhile (another test's request) moves only rows.
      expect(await layoutShift(page, "#main"), `${path} at ${viewport.width} px`).toBe(0);
    }
  }
  await page.context().close();
});

// The desk's line stays one line on a phone: the latest request once wrapped it to a second line as it came, and
// moved the whole page down under the advisor's thumb; cut short beside the status, it hid the language and the
// time, which a touch screen has no tooltip to show. It now takes the status words' place on a phone.
test("the latest request's arrival moves nothing on a phone, and reads whole", async ({ browser }) => {
  const page = await desk(browser, LOCAL_ADVISOR);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/my-day");
  await expect(page.getByText("Live: new requests appear as they come.")).toBeVisible();
  const before = await page.locator("#main").boundingBox();
  const { buyer } = await buyerSends(browser);
  const latest = page.getByText(/^Latest, /).locator("visible=true");
  // Ours, or another test's request that came after it: the line always ends with a language.
  await expect(latest).toHaveText(/^Latest, \d{1,2}:\d{2}\s[AP]M: .+, in (English|Spanish)\.$/);
  await expect(page.getByText("Live: new requests appear as they come.")).toBeHidden();
  expect(await page.locator("#main").boundingBox()).toEqual(before);
  // Whole on its line, not cut short.
  expect(
    await latest.evaluate((text) => (text.parentElement ? text.parentElement.scrollWidth <= text.parentElement.clientWidth : false)),
  ).toBe(true);
  await Promise.all([page.context().close(), buyer.close()]);
});

test("a new request reaches two advisors' My day at once, and each sees the other on the lead and calling", async ({ browser }) => {
  const ben = await colleague();
  const [ana, benPage] = await Promise.all([desk(browser, LOCAL_ADVISOR), desk(browser, ben)]);

  const { buyer, visitor } = await buyerSends(browser);
  const stored = Date.now();

  // On both desks within 2 s of the buyer's thank-you, marked, and said by the polite live region.
  const phone = formatted(visitor.phone);
  await Promise.all(
    [ana, benPage].map(async (page) => {
      const card = justIn(page).getByRole("listitem").filter({ hasText: phone });
      await expect(card).toBeVisible({ timeout: 2_000 });
      await expect(card).toHaveAttribute("data-arrived", "");
      await expect(page.getByRole("status").filter({ hasText: "New request from a form, in English." })).toHaveCount(1);
    }),
  );
  const waited = Date.now() - stored;
  expect(waited).toBeLessThan(2_000);
  expect((await axe(ana).analyze()).violations.map((v) => v.id)).toEqual([]);

  // Ana opens the lead, then Ben: each sees the other there.
  const [lead] = await queryD1<{ id: string }>(`select id from leads where email = '${visitor.email}'`);
  if (!lead) throw new Error("the lead was not stored");
  await justIn(ana).getByRole("listitem").filter({ hasText: phone }).getByRole("link", { name: "Dana O'Neil-Smith" }).click();
  await expect(ana.getByRole("heading", { name: "Dana O'Neil-Smith", level: 1 })).toBeVisible();
  await benPage.goto(`/admin/leads/${lead.id}`);
  await expect(benPage.getByText(`${LOCAL_ADVISOR.name} has it open`)).toBeVisible();
  await expect(ana.getByText(`${ben.name} has it open`)).toBeVisible();

  // Ana dials: Ben sees her calling, and must confirm before he logs a call of his own.
  await ana.getByRole("link", { name: phone }).click();
  await expect(benPage.getByText(`${LOCAL_ADVISOR.name} is calling, just now`).first()).toBeVisible();
  await expect(callSection(benPage).getByText(/is calling, just now: they are on the phone with this buyer/)).toBeVisible();
  expect((await axe(benPage).analyze()).violations.map((v) => v.id)).toEqual([]);
  await callSection(benPage).getByLabel("Log my call anyway").check();
  await callSection(benPage).getByRole("button", { name: "No answer" }).click();
  await expect(callSection(benPage).getByText("Call logged: No answer.")).toBeVisible();

  // Ana logs hers: she is no longer calling, and still has the lead open.
  await callSection(ana).getByRole("button", { name: "Talked" }).click();
  await expect(callSection(ana).getByText("Call logged: Talked.")).toBeVisible();
  await expect(benPage.getByText(`${LOCAL_ADVISOR.name} has it open`)).toBeVisible();
  await expect(callSection(benPage).getByLabel("Log my call anyway")).toHaveCount(0);

  test.info().annotations.push({ type: "desk", description: `on both My day pages ${waited} ms after the buyer's thank-you` });
  await Promise.all([ana.context().close(), benPage.context().close(), buyer.close()]);
});

test("the leads list speaks through one polite live region: the desk's news, and how many match a search", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await asNewVisitor(page);
  await signIn(page);
  await expect(page.getByText("Live: new requests appear as they come.")).toBeVisible();
  const liveRegions = page.locator('[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])');
  await expect(liveRegions).toHaveCount(1);

  // The list reloads with the new row and its count; the region says the request, and nothing else speaks.
  const { buyer, visitor } = await buyerSends(browser);
  const phone = formatted(visitor.phone);
  const table = page.getByRole("table", { name: "Leads, latest activity first" });
  await expect(table.getByRole("row").filter({ hasText: phone })).toHaveAttribute("data-arrived", "");
  await expect(liveRegions).toHaveCount(1);
  // Other tests' requests may come too: whichever came last is said.
  await expect(liveRegions).toHaveText(new RegExp(`^(${Object.values(DESK_REQUEST_LABELS).join("|")}), in `));

  // The advisor's own search is said in the same region, in turn.
  await page.getByLabel("Search name, email or phone").fill(visitor.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  await expect(liveRegions).toHaveCount(1);
  await expect(liveRegions).toHaveText("1 lead matches.");
  await Promise.all([context.close(), buyer.close()]);
});
