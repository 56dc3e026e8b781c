import { expect, test, type Page } from "./fixtures";
import { ask, log, pick, say } from "./chat-helpers";
import { asNewVisitor, axe, fillLeadForm, queryD1, uniqueVisitor, waitForHumanPace, waitForHydration } from "./helpers";

test.use({ reducedMotion: "reduce", viewport: { width: 412, height: 700 } });
test.describe.configure({ timeout: 120_000 });

// The chat arrives from the server, works without JavaScript, keeps what was typed
// before the scripts, keeps its question in view and focus on it, and carries the hero's budget in.

const FIRST_QUESTION = "First, what's your first name?";
const GREETING_END = "I'll ask a few quick questions so an advisor can find you the right car at the right price.";

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test("the server's HTML holds the greeting, whole, and the first question with its field", async ({ request }) => {
  const html = await (await request.get("/chatbot")).text();
  const body = html.slice(html.indexOf("<body"));
  expect(body).toContain(GREETING_END.replace("'", "&#x27;"));
  expect(body).toContain(FIRST_QUESTION.replace("'", "&#x27;"));
  expect(body).toMatch(/<input[^>]*id="chat-answer"/);
});

test("with JavaScript the page never loads the lead form it offers without it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/chatbot");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.some((path) => /\/chatbot-[\w-]+\.js$/.test(path))).toBe(true);
  // The form's own chunks; the form's rules (the one phone parser) are the chat's too.
  expect(scripts.filter((path) => /chat-no-script|\/lead-form-(?!rules-)/.test(path))).toEqual([]);
});

test("an answer typed before the scripts start keeps its value, caret and focus at hydration, even after an early Enter", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/chatbot", { waitUntil: "commit" });
  const field = page.getByLabel("Your answer");
  await field.click();
  await page.keyboard.type("Dana");
  // Enter before the scripts does not send the page away with the answer.
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue("Dana");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await waitForHydration(page);
  await expect(field).toHaveValue("Dana");
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(1);
  await page.keyboard.press("Enter");
  await ask(page, "Nice to meet you, Dana! What's your ZIP code?");
});

test("without JavaScript the page offers the lead form, which submits", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await asNewVisitor(page);
  await page.goto("/chatbot");
  const section = page.getByRole("region", { name: "Tell us here instead" });
  await expect(section).toBeVisible();
  await expect(page.getByLabel("Your answer")).toBeHidden();
  const visitor = uniqueVisitor();
  await fillLeadForm(page, "section[aria-labelledby=chat-form-title]", visitor, { jsEnabled: false });
  await waitForHumanPace(page);
  await section.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeInViewport();
  expect(await queryD1(`select lead_source, lead_source_detail from leads where email = '${visitor.email}'`)).toEqual([
    { lead_source: "landing_page_chatbot", lead_source_detail: "chatbot_modal_form" },
  ]);
  await context.close();
});

/** The question's bubble lies between the header and the answer bar, whole. */
async function questionInView(page: Page) {
  const question = await page.locator("#chat-question").boundingBox();
  const header = await page.locator("header").boundingBox();
  const bar = await page.getByRole("group", { name: "Answer options" }).locator("xpath=../..").boundingBox();
  if (!question || !header || !bar) return false;
  return question.y >= header.y + header.height && question.y + question.height <= bar.y;
}

test("after a reload the current question stands in view above the answer bar", async ({ page }) => {
  await page.goto("/chatbot");
  await say(page, FIRST_QUESTION, "Dana");
  await say(page, "What's your ZIP code?", "94105");
  await pick(page, "new, certified pre-owned or used", "New");
  await pick(page, "When are you hoping to buy?", "In 1-3 months");
  await ask(page, "past car-buying experiences");
  await page.reload();
  await ask(page, "past car-buying experiences");
  await expect(page.locator("#chat-question")).toContainText("past car-buying experiences");
  // The conversation is longer than the screen, so the page had to scroll to show it.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect.poll(() => questionInView(page)).toBe(true);
});

test("after each answer focus moves to the new question, which describes the controls", async ({ page }) => {
  await page.goto("/chatbot");
  await ask(page, FIRST_QUESTION);
  // The answer is sent with Enter, which does nothing until the scripts run (the Send button is disabled until
  // then, so Enter cannot reload the page and lose the answer): a quiet machine shows the question sooner.
  await waitForHydration(page);
  const field = page.getByLabel("Your answer");
  await expect(field).toHaveAttribute("aria-describedby", "chat-question");
  await expect(page.locator("#chat-question")).toHaveText(FIRST_QUESTION);
  await field.fill("Jo");
  await page.keyboard.press("Enter");
  await ask(page, "What's your ZIP code?");
  await expect(field).toBeFocused();
  await page.keyboard.type("94105");
  await page.keyboard.press("Enter");
  const question = page.locator("#chat-question");
  await expect(question).toContainText("new, certified pre-owned or used", { timeout: 15_000 });
  await expect(question).toBeFocused();
  await expect(page.getByRole("group", { name: "Answer options" })).toHaveAttribute("aria-describedby", "chat-question");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "New", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toContainText("When are you hoping to buy?", { timeout: 15_000 });
  await expect(question).toBeFocused();
  await expect(log(page)).toHaveAttribute("aria-live", "polite");
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test("the hero's budget starts the chat's budget, said back in monthly terms, and the summary keeps it", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const hero = page.getByRole("form", { name: "Find your car" });
  await hero.getByLabel("Make").selectOption("Toyota");
  await hero.getByLabel("Budget").selectOption("30000-50000");
  await hero.getByLabel("ZIP code").fill("94105");
  await hero.getByRole("button", { name: "Get Started" }).click();
  await page.waitForURL(/\/chatbot\?.*budget=30000-50000/);
  await say(page, FIRST_QUESTION, "Dana");
  await pick(page, "When are you hoping to buy?", "In 1-3 months");
  await pick(page, "past car-buying experiences", "I've dreaded it before");
  await say(page, "Which Toyota model?", "RAV4");
  await say(page, "Which model year?", "2026");
  await say(page, "Any particular trim?", "XLE");
  await pick(page, "quote from a dealer", "No");
  await pick(page, "How are you planning to pay?", "Finance");
  await ask(page, "You searched for $30,000-$50,000, which is about $600-$1,000 a month over 60 months.");
  await expect(page.getByLabel("Budget")).toHaveValue("800");
  await expect(page.locator("output")).toHaveText("$800/month");
  await page.getByRole("button", { name: "Continue" }).click();
  await pick(page, "credit score", "Good (700-739)");
  await pick(page, "car to trade in", "No");
  // The summary is followed by the next question without waiting for an answer: it need not be the last entry.
  await expect(log(page)).toContainText("Here's what I have, Dana", { timeout: 15_000 });
  await expect(log(page)).toContainText("budget $800/month");
});
