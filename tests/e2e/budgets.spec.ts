import { brotliCompressSync } from "node:zlib";
import { expect, test, type Response } from "./fixtures";
import { AUDITED_PAGES, BUDGETS, javaScriptBudget, VITALS_BEACON_SCRIPT } from "#scripts/lib/budgets.ts";
import { vitalsStarterBytes } from "#scripts/lib/vitals-starter-size.ts";
import { asNewVisitor, buyerLead, buyerLink, waitForHydration } from "./helpers";

// Preview serves scripts uncompressed; Cloudflare's edge sends them brotli-compressed, so each script
// counts as its brotli size plus its headers, as Lighthouse measures it behind the compressing proxy.

/** The bytes a visitor downloads for one script: its headers and its body, compressed. */
async function transferred(response: Response): Promise<number> {
  const headers = await response.headersArray();
  const headerBytes = headers.reduce((sum, { name, value }) => sum + name.length + value.length + 4, "HTTP/1.1 200 OK\r\n\r\n".length);
  return headerBytes + brotliCompressSync(await response.body()).length;
}

/** The chat, in either language. */
const CHAT = /^(\/es)?\/chatbot$/;

test.use({ viewport: { width: 412, height: 823 } });

// Each test loads its own page: they spread over both workers rather than queue in one.
test.describe.configure({ mode: "parallel" });

// Every audited page loads at most its budget of JavaScript before the visitor does anything: a marketing page
// only its islands' (decision record 048), the chat and the advisors' sign-in the whole app; and the Web Vitals
// beacon adds at most its own budget: its measuring code, fetched after the load, and its starter. And the page still hydrates, with
// nothing logged as an error (a hydration mismatch, or an island that failed, would be). One load of each page
// shows all of it.
/** The beacon's starter, built once per worker: it is in the page's own entry, which no request shows apart. */
let starterBytes: Promise<number> | undefined;

for (const path of AUDITED_PAGES) {
  const budget = javaScriptBudget(path);
  const beacon = `${BUDGETS.vitalsBeaconBytes / 1024} KB`;
  test(`${path} hydrates cleanly and loads at most ${budget / 1024} KB of JavaScript, ${beacon} for its beacon`, async ({ page }) => {
    await asNewVisitor(page);
    const scripts: Response[] = [];
    const errors: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const measuring = page.waitForResponse((response) => VITALS_BEACON_SCRIPT.test(new URL(response.url()).pathname));
    await page.goto(path);
    await waitForHydration(page);
    // The beacon's measuring code comes once the page has loaded and the browser is idle: the page's own work
    // at the start is done by then. The chat types its greeting first, and has loaded all it needs to start
    // once its first question waits for an answer.
    await measuring;
    if (CHAT.test(path)) await expect(page.locator("#chat-answer")).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    const isBeacon = (response: Response) => VITALS_BEACON_SCRIPT.test(new URL(response.url()).pathname);
    const pageScripts = scripts.filter((response) => !isBeacon(response));
    const sizes = await Promise.all(pageScripts.map(transferred));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(pageScripts.length).toBeGreaterThan(0);
    expect(total, pageScripts.map((response, i) => `${new URL(response.url()).pathname} ${sizes[i]}`).join("\n")).toBeLessThanOrEqual(
      budget,
    );
    const beaconSizes = await Promise.all(scripts.filter(isBeacon).map(transferred));
    expect(beaconSizes).toHaveLength(1);
    starterBytes ??= vitalsStarterBytes();
    const starter = await starterBytes;
    expect(starter + (beaconSizes[0] ?? 0), `starter ${starter}, measuring code ${beaconSizes[0]}`).toBeLessThanOrEqual(
      BUDGETS.vitalsBeaconBytes,
    );
    expect(errors).toEqual([]);
  });
}

// The buyer's page (docs/decisions/052) needs a link of its own, so it is not among the audited pages: its
// scripts, with a call booked, two days of slots and its forms, hold the same budget, and it hydrates cleanly.
test(`the buyer's page loads at most ${BUDGETS.javaScriptBytes.wholeApp / 1024} KB of JavaScript and hydrates cleanly`, async ({
  page,
}) => {
  await asNewVisitor(page);
  const scripts: Response[] = [];
  const errors: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(buyerLink(await buyerLead("Budget")));
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const pageScripts = scripts.filter((response) => !VITALS_BEACON_SCRIPT.test(new URL(response.url()).pathname));
  const sizes = await Promise.all(pageScripts.map(transferred));
  expect(pageScripts.length).toBeGreaterThan(0);
  expect(
    sizes.reduce((sum, size) => sum + size, 0),
    pageScripts.map((response, i) => `${new URL(response.url()).pathname} ${sizes[i]}`).join("\n"),
  ).toBeLessThanOrEqual(BUDGETS.javaScriptBytes.wholeApp);
  expect(errors).toEqual([]);
});
