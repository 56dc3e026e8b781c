import { type ConsoleErrors, expect, test, type Page } from "./fixtures";
import { pacificInstant, pacificWallClock } from "#app/domain/admin/advisor-time";
import { LOCAL_ADVISOR } from "#scripts/seed/advisor.ts";
import { asNewVisitor, axe, queryD1, signIn } from "./helpers";

// One advisor's morning. Sign in to My day, which shows a callback due at 9:00
// and two new leads; call the first from its tel: link, log No answer and set a callback for tomorrow;
// log Talked on the second; take a lead from another advisor, confirming it. On a desktop, at 390 px
// wide (no page may scroll sideways), and without JavaScript, where every control is a plain form.

// Each test signs in and works four leads through full page loads: slow machines need the room.
test.describe.configure({ timeout: 300_000 });

const DAY_MS = 86_400_000;
const letters = (n: number) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => String.fromCharCode(97 + (b % 26))).join("");
const digits = () => `415${String(2 + ((crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) % 8))}${String(Date.now()).slice(-6)}`;
const sqlText = (value: string | number | null) => (value === null ? "null" : typeof value === "number" ? String(value) : `'${value}'`);

/** The latest 9:00 AM Pacific that has passed: the callback the advisor promised this morning (or yesterday's, before 9). */
function nineThisMorning(): string {
  const now = Date.now();
  const wall = pacificWallClock(now);
  const nine = Math.floor(wall / DAY_MS) * DAY_MS + 9 * 3_600_000;
  const at = pacificInstant(nine);
  return new Date(at <= now ? at : pacificInstant(nine - DAY_MS)).toISOString();
}

type Seeded = { id: string; name: string; phone: string };

/** One lead as the chat writes it, with a phone of its own; `advisor` is an advisor's email, who has it. */
function leadRow(fields: { name: string; requestedAt: string; callbackAt?: string; advisor?: string }): Seeded & { sql: string } {
  const id = crypto.randomUUID();
  const phone = digits();
  const [first, last] = fields.name.split(" ");
  const advisor = fields.advisor ? `(select id from advisors where email = '${fields.advisor}')` : "null";
  const sql = `insert into leads (id, first_name, last_name, email, phone, phone_digits, person_id, lead_source, make, model, year,
                        created_at, last_requested_at, status, next_callback_at, assigned_advisor_id)
     values ('${id}', '${first}', '${last}', 'e2e.day.${id.slice(0, 8)}@gmail.com', '${phone}', '${phone}', '${id}',
             'chatbot', 'Toyota', 'RAV4', 2026, ${sqlText(fields.requestedAt)}, ${sqlText(fields.requestedAt)}, 'new',
             ${sqlText(fields.callbackAt ?? null)}, ${advisor});`;
  return { id, name: fields.name, phone, sql };
}

/**
 * The morning's leads, written in one call to the local D1: a callback due at 9:00, two new leads older
 * than any other run's (so they head the oldest-first list), and a lead a colleague has.
 */
async function seedMorning() {
  const tag = letters(6);
  const colleague = { email: `colleague.${tag}@caradvisor.example`, name: `Sam ${tag}` };
  const longAgo = (days: number, seconds = 0) => new Date(Date.now() - days * DAY_MS + seconds * 1000).toISOString();
  const seeded = {
    callback: leadRow({
      name: `Casey Callback${tag}`,
      requestedAt: longAgo(3),
      callbackAt: nineThisMorning(),
      advisor: LOCAL_ADVISOR.email,
    }),
    first: leadRow({ name: `Nora First${tag}`, requestedAt: longAgo(400) }),
    // A second after the first: no other run's lead falls between them.
    second: leadRow({ name: `Ned Second${tag}`, requestedAt: longAgo(400, 1) }),
    taken: leadRow({ name: `Tara Taken${tag}`, requestedAt: longAgo(1), advisor: colleague.email }),
  };
  await queryD1(
    [
      `insert into advisors (email, name) values ('${colleague.email}', '${colleague.name}');`,
      ...Object.values(seeded).map((lead) => lead.sql),
    ].join("\n"),
  );
  return { colleague, ...seeded };
}

const formatted = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;

async function noSidewaysScroll(page: Page, narrow: boolean) {
  if (!narrow) return;
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
}

async function morning(page: Page, consoleErrors: ConsoleErrors, { narrow, javaScript }: { narrow: boolean; javaScript: boolean }) {
  await asNewVisitor(page);
  const seeded = await seedMorning();
  await signIn(page, LOCAL_ADVISOR, "my-day");
  await noSidewaysScroll(page, narrow);

  const callbacks = page.getByRole("list", { name: "Callbacks due" });
  const callbackCard = callbacks.getByRole("listitem").filter({ hasText: seeded.callback.name });
  await expect(callbackCard).toContainText(/Callback .*9:00 AM/);
  // Oldest first: an earlier run stopped midway may have left older ones, so the order is checked, not the place.
  const requests = await page.getByRole("list", { name: "New requests not yet called" }).getByRole("listitem").allInnerTexts();
  const place = (name: string) => requests.findIndex((text) => text.includes(name));
  expect(place(seeded.first.name)).toBeGreaterThanOrEqual(0);
  expect(place(seeded.second.name)).toBe(place(seeded.first.name) + 1);
  if (javaScript && !narrow) expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  // The first call: the callback due at 9:00, its tel: link on the card and in the lead's header.
  const tel = callbackCard.getByRole("link", { name: formatted(seeded.callback.phone) });
  await expect(tel).toHaveAttribute("href", `tel:+1${seeded.callback.phone}`);
  await callbackCard.getByRole("link", { name: seeded.callback.name }).click();
  await expect(page.getByRole("heading", { name: seeded.callback.name, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: formatted(seeded.callback.phone) }).first()).toHaveAttribute(
    "href",
    `tel:+1${seeded.callback.phone}`,
  );
  await noSidewaysScroll(page, narrow);
  await page.getByRole("button", { name: "No answer", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Log a call (1 so far)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Next callback: none" })).toBeVisible();
  // Tomorrow morning, or on a Saturday (tomorrow has no shift) the next advisor day's opening.
  await page.getByRole("button", { name: /^(Tomorrow morning|Next advisor day)/ }).click();
  await expect(page.getByRole("heading", { name: /^Next callback: .*(9:00|8:00) AM/ })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline.getByRole("listitem").nth(0)).toContainText("Set a callback for");
  await expect(timeline.getByRole("listitem").nth(1)).toContainText(
    `Called: No answer${LOCAL_ADVISOR.name}`.replace(LOCAL_ADVISOR.name, ""),
  );
  await expect(timeline).toContainText(LOCAL_ADVISOR.name);
  if (javaScript && !narrow) expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  await noSidewaysScroll(page, narrow);

  // The second: Talked, and the new lead is contacted.
  await page.getByRole("navigation", { name: "Advisor sections" }).getByRole("link", { name: "My day" }).click();
  await expect(page.getByRole("list", { name: "Callbacks due" }).getByText(seeded.callback.name)).toHaveCount(0);
  const next = page.getByRole("list", { name: "New requests not yet called" }).getByRole("listitem").filter({ hasText: seeded.first.name });
  await next.getByRole("link", { name: seeded.first.name }).click();
  await page.getByRole("button", { name: "Talked", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Status: Contacted" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Timeline, newest first" })).toContainText("Called: Talked");

  // A lead the colleague has: taking it asks first, with a second button.
  await page.goto(`/admin/leads/${seeded.taken.id}`);
  await expect(page.getByRole("heading", { name: `Assigned to: ${seeded.colleague.name}` })).toBeVisible();
  // The server answers 409 Conflict with the question, and the browser logs the status.
  consoleErrors.allow(/status of 409 \(Conflict\) \(http:\/\/[^/]+\/admin\/leads\/[\w-]+(\.data)?:/);
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("alert")).toHaveText(`${seeded.colleague.name} has this lead. Take it from them?`);
  await expect(page.getByRole("heading", { name: `Assigned to: ${seeded.colleague.name}` })).toBeVisible();
  await noSidewaysScroll(page, narrow);
  await page.getByRole("button", { name: `Yes, take it from ${seeded.colleague.name}` }).click();
  await expect(page.getByRole("heading", { name: `Assigned to: ${LOCAL_ADVISOR.name}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Timeline, newest first" }).getByRole("listitem").first()).toContainText(
    `Assigned the lead to ${LOCAL_ADVISOR.name} (taken from ${seeded.colleague.name})`,
  );
}

test("an advisor's morning: My day, a call from the tel: link, No answer and a callback, Talked, and a lead taken", async ({
  page,
  consoleErrors,
}) => {
  await morning(page, consoleErrors, { narrow: false, javaScript: true });
});

test.describe("at 390 px wide", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the same morning, with no page scrolling sideways", async ({ page, consoleErrors }) => {
    await morning(page, consoleErrors, { narrow: true, javaScript: true });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same morning through plain forms", async ({ page, consoleErrors }) => {
    await morning(page, consoleErrors, { narrow: false, javaScript: false });
  });
});
