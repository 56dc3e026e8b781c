// npm run bench:chat — plays the first answers of a chat in headless Chromium against the locally
// served build and prints, for each answer, the time until the next question is on screen with the
// typing delays taken out (reduced motion makes each bot message wait exactly the minimum delay, so
// the rest is the engine, the reply-service call with its fallback, the save and React's render).
// A benchmark, not a test: it prints the figures and exits 0.
import { chromium, type Page } from "@playwright/test";
import { CHAT_LIMITS } from "#app/domain/chat/messages.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import { startFixtures, startPreview } from "./lib/local-server.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4177);
const BASE = `http://localhost:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

type Step = { label: string; act: (page: Page) => Promise<void>; next: string };

const typeAnswer = (text: string) => async (page: Page) => {
  await page.getByLabel("Your answer").fill(text);
  await page.getByRole("button", { name: "Send" }).click();
};
const choose = (label: string) => async (page: Page) => {
  await page.getByRole("button", { name: label, exact: true }).click();
};

const STEPS: Step[] = [
  { label: "name (text, no reply call)", act: typeAnswer("Dana"), next: "ZIP code" },
  { label: "ZIP (text, reply call, lead not yet saved)", act: typeAnswer("94105"), next: "new, certified pre-owned or used" },
  { label: "vehicle type (choice, reply call, lead created)", act: choose("New"), next: "When are you hoping to buy?" },
  { label: "timeline (choice, reply call, lead updated)", act: choose("In 1-3 months"), next: "past car-buying experiences" },
];

/** Clicks, then waits in the page for the question to be the newest message; answers ms and bot messages added. */
async function timeStep(page: Page, step: Step) {
  await page.getByRole("log", { name: "Conversation" }).locator("li").last().filter({ hasText: /\S/ }).waitFor();
  const arrived = page.evaluate((question) => {
    const list = () => [...document.querySelectorAll<HTMLLIElement>('[role="log"] ol > li')];
    const before = list().length;
    const start = performance.now();
    return new Promise<{ ms: number; bots: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        const items = list();
        if (items.length > before && items.at(-1)?.textContent?.includes(question)) {
          observer.disconnect();
          const bots = items.slice(before).filter((li) => li.classList.contains("self-start")).length;
          resolve({ ms: performance.now() - start, bots });
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, step.next);
  await step.act(page);
  return arrived;
}

const fixtures = await startFixtures();
const site = await startPreview(PORT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });

try {
  const samples = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({
      reducedMotion: "reduce",
      extraHTTPHeaders: { "cf-connecting-ip": `198.18.0.${round + 1}` },
    });
    const page = await context.newPage();
    await page.goto(`${BASE}/chatbot`);
    await page.getByText("First, what's your first name?").waitFor();
    for (const step of STEPS) {
      const { ms, bots } = await timeStep(page, step);
      const overhead = ms - bots * CHAT_LIMITS.typingDelayMs.min;
      samples.set(step.label, [...(samples.get(step.label) ?? []), overhead]);
    }
    await context.close();
  }
  console.log(`Answer to next question, typing delays taken out (${ROUNDS} conversations, local Worker, no Workers AI):`);
  for (const [label, values] of samples) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(`  ${label.padEnd(52)} median ${median.toFixed(0).padStart(4)} ms   max ${(sorted.at(-1) ?? 0).toFixed(0).padStart(4)} ms`);
  }
} finally {
  await browser.close();
  site.stop();
  fixtures.stop();
}
