import { expect, type Page } from "@playwright/test";
import { queryD1 } from "./helpers";

// What the chat specs share: the conversation as a visitor reads it, and the chat lead's D1 row.

export const log = (page: Page) => page.getByRole("log", { name: "Conversation" });

export async function ask(page: Page, question: string | RegExp) {
  await expect(log(page).locator("li").last()).toContainText(question, { timeout: 15_000 });
}
export async function say(page: Page, question: string | RegExp, text: string) {
  await ask(page, question);
  await page.getByLabel("Your answer").fill(text);
  await page.getByRole("button", { name: "Send" }).click();
}
export async function pick(page: Page, question: string | RegExp, ...labels: string[]) {
  await ask(page, question);
  for (const label of labels) await page.getByRole("button", { name: label, exact: true }).click();
}
export const sessionOf = (page: Page) => page.evaluate(() => window.sessionStorage.getItem("advisor_session_id"));
export const savedChat = (page: Page) => page.evaluate(() => window.localStorage.getItem("advisor_chat"));
export const ENDING =
  "I'm unable to continue this conversation. If you'd like to speak with someone about buying a car, please call us at (888) 555-1234. " +
  "Thank you.";

/** Whether the conversation shows `first` in an entry before the entry showing `then`. */
export async function order(page: Page, first: string, then: string) {
  const entries = await log(page).locator("li").allInnerTexts();
  const a = entries.findIndex((text) => text.includes(first));
  const b = entries.findIndex((text) => text.includes(then));
  return a >= 0 && b >= 0 && a < b;
}
export const leadRow = (session: string | null) => queryD1(`select * from leads where session_id = '${session}'`);
