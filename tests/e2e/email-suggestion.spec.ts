import { expect, test, type Page } from "./fixtures";
import { ask, log, pick, say } from "./chat-helpers";
import { asNewVisitor, uniqueVisitor, waitForHydration } from "./helpers";

// SPEC §5's "Did you mean {local}@{corrected}?" is a button that puts the address in: in the lead forms,
// in English and Spanish, and in the chat; the keyboard reaches and presses it, and the field keeps the focus.

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => asNewVisitor(page));

async function misspellInBottomForm(page: Page, path: string, emailLabel: string) {
  await page.goto(path);
  await waitForHydration(page);
  const form = page.locator("#get-started");
  const email = form.getByLabel(emailLabel, { exact: true });
  await email.fill("maria@gmial.com");
  await email.press("Tab");
  return { form, email };
}

test("in the lead form, the keyboard presses the suggestion and the email is fixed", async ({ page }) => {
  const { form, email } = await misspellInBottomForm(page, "/", "Email");
  const suggestion = form.getByRole("button", { name: "Did you mean maria@gmail.com?" });
  await expect(suggestion).toBeVisible();
  // Tab moved on past the email; one Shift+Tab back is the suggestion, right after the field.
  await page.keyboard.press("Shift+Tab");
  await expect(suggestion).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(email).toHaveValue("maria@gmail.com");
  await expect(email).toBeFocused();
  await expect(suggestion).toHaveCount(0);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
});

test("in the Spanish lead form, in its words: ¿Quiso decir …?", async ({ page }) => {
  const { form, email } = await misspellInBottomForm(page, "/es", "Correo electrónico");
  await form.getByRole("button", { name: "¿Quiso decir maria@gmail.com?" }).click();
  await expect(email).toHaveValue("maria@gmail.com");
  await expect(email).toBeFocused();
});

test("in the chat, the suggestion fixes the answer, and the chat goes on with it", async ({ page }) => {
  const visitor = uniqueVisitor();
  await page.goto("/chatbot?vehicleType=new&knowsVehicle=yes&make=Toyota&model=RAV4&zipCode=94105");
  await say(page, "First, what's your first name?", "Dana");
  await pick(page, "When are you hoping to buy?", "Right now");
  await pick(page, "past car-buying experiences", "It's been fine");
  await say(page, "Which model year?", "2026");
  await say(page, "Any particular trim?", "");
  await pick(page, "quote from a dealer", "No");
  await pick(page, "How are you planning to pay?", "Cash");
  await ask(page, /budget/i);
  await page.getByRole("button", { name: "Continue" }).click();
  await pick(page, "car to trade in", "No");
  await pick(page, "advisor to call you", "Yes, let's talk");
  await say(page, "best phone number", visitor.phone);
  const [local] = visitor.email.split("@");
  await say(page, "your email address", `${local}@gmial.com`);
  const suggestion = page.getByRole("button", { name: `Did you mean ${local}@gmail.com?` });
  await suggestion.focus();
  await page.keyboard.press("Enter");
  const answer = page.getByLabel("Your answer");
  await expect(answer).toHaveValue(`${local}@gmail.com`);
  await expect(answer).toBeFocused();
  await expect(suggestion).toHaveCount(0);
  await page.getByRole("button", { name: "Send" }).click();
  await ask(page, "your last name");
  await expect(log(page)).toContainText(`${local}@gmail.com`);
});
