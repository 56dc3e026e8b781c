import { brotliCompressSync } from "node:zlib";
import { expect, test, type Response } from "@playwright/test";
import { AUDITED_PAGES, BUDGETS, VITALS_BEACON_SCRIPT } from "../../scripts/lib/budgets.ts";
import { asNewVisitor, buyerLead, buyerLink, waitForHydration } from "./helpers";

// Preview serves scripts uncompressed; Cloudflare's edge sends them brotli-compressed, so each script
// counts as its brotli size plus its headers, as Lighthouse measures it behind the compressing proxy.

/** The bytes a visitor downloads for one script: its headers and its body, compressed. */
async function transferred(response: Response): Promise<number> {
  const headers = await response.headersArray();
  const headerBytes = headers.reduce((sum, { name, value }) => sum + name.length + value.length + 4, "HTTP/1.1 200 OK\r\n\r\n".length);
  return headerBytes + brotliCompressSync(await response.body()).length;
}

test.use({ viewport: { width: 412, height: 823 } });

// Each test loads its own page: they spread over both workers rather than queue in one.
test.describe.configure({ mode: "parallel" });

/**
 * Notes, from before the page's own scripts, each frame's start and whether the page's heading was parsed by
 * then, and when the first module script was added (the start script adds it: app/document-rewrite.server.ts).
 */
const WATCH_START = `(() => {
  const seen = (window.__start = { frames: [], moduleScriptAt: undefined });
  const frame = (time) => {
    seen.frames.push([time, document.querySelector("h1") !== null]);
    if (seen.moduleScriptAt === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver((records, observer) => {
    if (!records.some((record) => [...record.addedNodes].some((node) => node.matches?.('script[type="module"]')))) return;
    seen.moduleScriptAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})();`;

// Every audited page loads at most 120 KB of JavaScript before the visitor does anything, and the Web Vitals
// beacon's measuring code, fetched after the load, at most its own budget. And no script is asked for before
// the frame that shows the page's heading, none runs before the first paint (app/document-rewrite.server.ts,
// decision 036), and the page still hydrates, with nothing logged as an error (a hydration mismatch would be).
// One load of each page shows all of it.
for (const path of AUDITED_PAGES) {
  const budget = `${BUDGETS.javaScriptBytes / 1024} KB`;
  const beacon = `${BUDGETS.vitalsBeaconBytes / 1024} KB`;
  const title = `${path} paints before its scripts run, hydrates cleanly, loads at most ${budget} of JavaScript, ${beacon} for its beacon`;
  test(title, async ({ page }) => {
    await asNewVisitor(page);
    await page.addInitScript({ content: WATCH_START });
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
    const { paint, starts, frames, moduleScriptAt } = await page.evaluate(() => {
      const seen = (globalThis as unknown as { __start: { frames: [number, boolean][]; moduleScriptAt?: number } }).__start;
      return {
        paint: performance.getEntriesByName("first-paint")[0]?.startTime,
        starts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
        ...seen,
      };
    });
    expect(paint).toBeDefined();
    expect(starts.length).toBeGreaterThan(0);
    // The frame that first lays out the heading has begun before any script is asked for...
    const headingFrame = frames.find(([, heading]) => heading)?.[0];
    expect(headingFrame).toBeDefined();
    expect(Math.min(...starts)).toBeGreaterThan(headingFrame ?? Number.POSITIVE_INFINITY);
    // ...and the module script, the one that runs them, is added only once the page has painted.
    expect(moduleScriptAt).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);

    await page.waitForLoadState("networkidle");
    // A few seconds more, as Lighthouse waits: the chat types its first messages meanwhile.
    await page.waitForTimeout(3_000);
    await measuring;
    const isBeacon = (response: Response) => VITALS_BEACON_SCRIPT.test(new URL(response.url()).pathname);
    const pageScripts = scripts.filter((response) => !isBeacon(response));
    const sizes = await Promise.all(pageScripts.map(transferred));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(pageScripts.length).toBeGreaterThan(0);
    expect(total, pageScripts.map((response, i) => `${new URL(response.url()).pathname} ${sizes[i]}`).join("\n")).toBeLessThanOrEqual(
      BUDGETS.javaScriptBytes,
    );
    const beaconSizes = await Promise.all(scripts.filter(isBeacon).map(transferred));
    expect(beaconSizes).toHaveLength(1);
    expect(beaconSizes[0]).toBeLessThanOrEqual(BUDGETS.vitalsBeaconBytes);
    expect(errors).toEqual([]);
  });
}

// The buyer's page (docs/decisions/052) needs a link of its own, so it is not among the audited pages: its
// scripts, with a call booked, two days of slots and its forms, hold the same budget, and it hydrates cleanly.
test(`the buyer's page loads at most ${BUDGETS.javaScriptBytes / 1024} KB of JavaScript and hydrates cleanly`, async ({ page }) => {
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
  await page.goto(buyerLink(buyerLead("Budget")));
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const pageScripts = scripts.filter((response) => !VITALS_BEACON_SCRIPT.test(new URL(response.url()).pathname));
  const sizes = await Promise.all(pageScripts.map(transferred));
  expect(pageScripts.length).toBeGreaterThan(0);
  expect(
    sizes.reduce((sum, size) => sum + size, 0),
    pageScripts.map((response, i) => `${new URL(response.url()).pathname} ${sizes[i]}`).join("\n"),
  ).toBeLessThanOrEqual(BUDGETS.javaScriptBytes);
  expect(errors).toEqual([]);
});
