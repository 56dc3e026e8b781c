import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { asNewVisitor, layoutShift, waitForHydration } from "./helpers";

// Issue 14.4: CLS 0 on every page. The typed greetings (chat intro, chatbot) type letter by letter;
// nothing may move while they do, nor while a page hydrates and streams its deals.

for (const path of ["/landing/cartelligentai", "/chatbot", "/", "/landing/V2", "/es"]) {
  test(`${path} does not shift while it loads and types`, async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForTimeout(2_000); // forty letters typed, the deals streamed in
    expect(await layoutShift(page)).toBe(0);
  });
}

test("the ¿Prefiere español? offer on the English page does not shift it", async ({ browser }) => {
  const context = await browser.newContext({ locale: "es-MX" });
  const page = await context.newPage();
  await asNewVisitor(page);
  await page.goto("/?utm_source=radio");
  await expect(page.getByRole("complementary", { name: "¿Prefiere español?" })).toHaveCount(1);
  await waitForHydration(page);
  await page.waitForTimeout(1_000);
  expect(await layoutShift(page)).toBe(0);
  await context.close();
});

/**
 * A proxy in front of the served site that sends each page's HTML in two parts, cut where `cut` says, and
 * the second part `pause` ms later: what a slow network or a busy phone does to a page that has only
 * partly arrived. Everything else passes through as it comes.
 */
async function splitPageProxy(origin: string, pause: number, cut: (html: string) => number) {
  const server = createServer(async (request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string" && name !== "host") headers.set(name, value);
    const upstream = await fetch(new URL(request.url ?? "/", origin), { headers, redirect: "manual" });
    const passed = [...upstream.headers].filter(([name]) => !/^(content-encoding|content-length|transfer-encoding)$/.test(name));
    response.writeHead(upstream.status, Object.fromEntries(passed));
    const body = Buffer.from(await upstream.arrayBuffer());
    const html = upstream.headers.get("content-type")?.startsWith("text/html") ? body.toString("utf8") : "";
    const at = html ? cut(html) : -1;
    if (at < 0) return response.end(body);
    response.write(html.slice(0, at));
    setTimeout(() => response.end(html.slice(at)), pause);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((closed) => server.close(closed)) };
}

test("a page whose header arrives in two parts shows the header whole, and nothing shifts", async ({ browser, baseURL }) => {
  // Cut inside the header, right after the logo's icon.
  const proxy = await splitPageProxy(baseURL ?? "", 3_000, (html) => html.indexOf("</svg>", html.indexOf('id="top"')));
  const context = await browser.newContext({ locale: "es-MX" });
  const page = await context.newPage();
  await asNewVisitor(page);
  // The second part comes three seconds on: meanwhile the browser paints what it has.
  await page.goto(`${proxy.url}/?utm_source=radio`, { waitUntil: "commit" });
  await expect(page.locator("header#top")).toHaveCount(1);
  await page.waitForTimeout(500);
  // The banner above it has been parsed whole and is shown; the header, cut after the logo's icon, is not yet.
  const visibility = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).visibility);
  expect(await visibility("aside")).toBe("visible");
  expect(await visibility("header#top")).toBe("hidden");
  await expect(page.locator("header#top")).toBeVisible();
  await waitForHydration(page);
  expect(await layoutShift(page)).toBe(0);
  await context.close();
  await proxy.close();
});

test("a hero search field that arrives as its label alone is shown whole, and nothing shifts", async ({ page, baseURL }) => {
  // Cut inside the hero search, right after the Make field's label.
  const proxy = await splitPageProxy(baseURL ?? "", 3_000, (html) => html.indexOf("</label>", html.indexOf('for="hero-make"')));
  await asNewVisitor(page);
  await page.goto(`${proxy.url}/`, { waitUntil: "commit" });
  await expect(page.locator("label[for=hero-make]")).toHaveCount(1);
  await page.waitForTimeout(500);
  const visibility = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).visibility);
  expect(await visibility("div:has(> #hero-type)")).toBe("visible");
  expect(await visibility("div:has(> label[for=hero-make])")).toBe("hidden");
  await expect(page.locator("#hero-make")).toBeVisible();
  await waitForHydration(page);
  expect(await layoutShift(page)).toBe(0);
  await proxy.close();
});
