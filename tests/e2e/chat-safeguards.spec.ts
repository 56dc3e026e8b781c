import { expect, test } from "./fixtures";
import { CONSENT_TEXT } from "#app/domain/consent";
import { ask, ENDING, leadRow, log, order, pick, say, sessionOf } from "./chat-helpers";
import { asNewVisitor, axe, waitForHydration } from "./helpers";

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

// The chat assistant's safeguards in Chromium: the three-strike ending, notice and consent, saves that
// survive a failure, and keyboard use and accessibility.

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test("three inappropriate messages end the chat; it stays ended after a reload and a new start", async ({ page, consoleErrors }) => {
  // After "Start over" the server refuses a new lead for the ended session with 409, and the chat ends again.
  consoleErrors.allow(/status of 409 \(Conflict\) \(http:\/\/[^/]+\/api\/chat\/leads:/);
  await page.goto("/chatbot");
  const warnings = log(page).locator("li", { hasText: "professional and on-topic" });
  for (let i = 0; i < 3; i++) {
    // Each message after the bot's answer to the last: the last entry reads as a warning while the previous
    // message is still on its way, and a message sent meanwhile would go while the chat is busy with it.
    await expect(warnings).toHaveCount(i, { timeout: 15_000 });
    await say(page, /what's your first name\?|professional and on-topic/, "fuck off");
  }
  await expect(log(page)).toContainText(ENDING);
  await expect(page.getByLabel("Your answer")).toHaveCount(0);
  // The server counted the strikes with the lead and saved it, ended.
  const session = await sessionOf(page);
  await expect.poll(async () => (await leadRow(session))[0]?.ended_reason, { timeout: 15_000 }).toBe("inappropriate");
  expect((await leadRow(session))[0]?.inappropriate_strikes).toBe(3);

  await page.reload();
  await expect(log(page)).toContainText(ENDING);
  await expect(log(page)).not.toContainText("fuck off");
  await expect(page.getByLabel("Your answer")).toHaveCount(0);

  // "Start over" in the same browser session: the server gives no new lead, and the ending comes back.
  await page.getByRole("button", { name: "Start over" }).click();
  await say(page, "First, what's your first name?", "Dana");
  await say(page, "What's your ZIP code?", "94105");
  await pick(page, "new, certified pre-owned or used", "New");
  await expect(log(page)).toContainText(ENDING, { timeout: 15_000 });
  await expect(page.getByLabel("Your answer")).toHaveCount(0);
  expect(await leadRow(session)).toHaveLength(1);
});

test("the word list loads once the visitor types, and profanity is still refused with it", async ({ page }) => {
  // Obscenity's list is not part of the page's first load (the 120 KB budget), so no answer may skip it.
  const wordList = /\/assets\/inappropriate-[\w-]+\.js$/;
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/chatbot");
  await ask(page, "First, what's your first name?");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => wordList.test(url))).toEqual([]);

  await say(page, "First, what's your first name?", "shit");
  await expect(log(page).locator("li").last()).toContainText("Please keep our conversation professional and on-topic.");
  expect(scripts.filter((url) => wordList.test(url))).toHaveLength(1);
  await say(page, /professional and on-topic/, "Dana");
  await ask(page, "What's your ZIP code?");
});

test("the notice and its link come before the name question, the consent before the phone question", async ({ page }) => {
  await page.goto("/chatbot?vehicleType=new&knowsVehicle=yes&make=Toyota&model=Camry&zipCode=94105");
  await ask(page, "First, what's your first name?");
  const privacy = log(page).getByRole("link", { name: /Privacy Notice/ });
  await expect(privacy).toHaveAttribute("href", "/privacy");
  await expect(privacy).toHaveAttribute("target", "_blank");
  expect(await order(page, CONSENT_TEXT.chatNotice.before, "First, what's your first name?")).toBe(true);

  await say(page, "First, what's your first name?", "Kim");
  await pick(page, "When are you hoping to buy?", "Right now");
  await pick(page, "past car-buying experiences", "It's been fine");
  await say(page, "Which model year?", "2026");
  await say(page, "Any particular trim?", "");
  await pick(page, "quote from a dealer", "No");
  await pick(page, "How are you planning to pay?", "Cash");
  await ask(page, "total budget");
  await page.getByRole("button", { name: "Continue" }).click();
  await pick(page, "car to trade in", "No");
  await pick(page, "advisor to call you", "Yes, let's talk");
  await ask(page, "best phone number");
  await expect(log(page)).toContainText(CONSENT_TEXT.phone);
  expect(await order(page, CONSENT_TEXT.phone, "What's the best phone number to reach you?")).toBe(true);
});

test("a failed save is retried, so the lead still reaches D1", async ({ page, consoleErrors }) => {
  // The test answers the first save 503 itself; the chat logs the failure as it retries.
  consoleErrors.allow(/status of 503 \(Service Unavailable\) \(http:\/\/[^/]+\/api\/chat\/leads:/);
  consoleErrors.allow(/^chat lead save failed \(attempt 1\); retrying/);
  let refused = 0;
  await page.route("**/api/chat/leads", async (route) => {
    if (refused++ === 0) return route.fulfill({ status: 503, json: { error: "D1 unavailable" } });
    return route.continue();
  });
  await page.goto("/chatbot");
  await say(page, "First, what's your first name?", "Rio");
  await say(page, "What's your ZIP code?", "94110");
  await pick(page, "new, certified pre-owned or used", "Used");
  await ask(page, "When are you hoping to buy?");
  const session = await sessionOf(page);
  await expect.poll(async () => (await leadRow(session))[0]?.vehicle_type, { timeout: 10_000 }).toBe("used");
  expect(refused).toBe(2);
  expect(await leadRow(session)).toHaveLength(1);
});

test("the chat works by keyboard alone and axe finds no violation", async ({ page }) => {
  await page.goto("/chatbot");
  await ask(page, "First, what's your first name?");
  await expect(page.getByLabel("Your answer")).toBeFocused();
  // An Enter before the scripts start keeps the answer but sends nothing (decision record 023; the early
  // typing test covers it): this test is about the keyboard once the chat runs.
  await waitForHydration(page);
  await page.keyboard.type("Jo");
  await page.keyboard.press("Enter");
  await ask(page, "What's your ZIP code?");
  await expect(page.getByLabel("Your answer")).toBeFocused();
  await page.keyboard.type("94105");
  await page.keyboard.press("Enter");
  await ask(page, "new, certified pre-owned or used");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "New", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await ask(page, "When are you hoping to buy?");
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});
