import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "./fixtures";
import { asNewVisitor, layoutShift, waitForHydration } from "./helpers";

// CLS 0 on every page. The typed greetings (chat intro, chatbot) type letter by letter;
// nothing may move while they do, nor while a page hydrates and streams its deals.

/** Nothing left to arrive or to type: the page's requests have settled, and a typed greeting is whole. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".typing-caret")).toHaveCount(0, { timeout: 15_000 });
}

for (const path of ["/landing/cartelligentai", "/chatbot", "/", "/landing/V2", "/es"]) {
  test(`${path} does not shift while it loads and types`, async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(path);
    await waitForHydration(page);
    await settled(page);
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
  await settled(page);
  expect(await layoutShift(page)).toBe(0);
  await context.close();
});

/**
 * A proxy in front of the served site that sends each page's HTML in two parts, cut where `cut` says, and
 * the second part once the test calls `release` (or after `longest` ms, so a failed test leaves no page
 * waiting): what a slow network or a busy phone does to a page that has only partly arrived. Everything else
 * passes through as it comes.
 */
async function splitPageProxy(origin: string, longest: number, cut: (html: string) => number) {
  const held = new Set<() => void>();
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
    const send = () => {
      clearTimeout(timer);
      held.delete(send);
      response.end(html.slice(at));
    };
    const timer = setTimeout(send, longest);
    held.add(send);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release: () => {
      for (const send of [...held]) send();
    },
    close: () => new Promise((closed) => server.close(closed)),
  };
}

/**
 * Pages sent in two parts (splitPageProxy), the second once the test has looked: meanwhile the browser paints
 * what it has. `before` has been parsed whole and is shown; `cut`, whose end is in the second part, is not yet.
 */
const HALF_ARRIVED = [
  {
    name: "a header cut after the logo's icon",
    path: "/?utm_source=radio",
    at: (html: string) => html.indexOf("</svg>", html.indexOf('id="top"')),
    before: "aside",
    cut: "header#top",
  },
  {
    name: "a hero search field cut after its label",
    path: "/",
    at: (html: string) => html.indexOf("</label>", html.indexOf('for="hero-make"')),
    before: "div:has(> #hero-type)",
    cut: "div:has(> label[for=hero-make])",
  },
];

for (const { name, path, at, before, cut } of HALF_ARRIVED) {
  test(`${name} is shown whole when the rest arrives, and nothing shifts`, async ({ browser, baseURL }) => {
    const proxy = await splitPageProxy(baseURL ?? "", 30_000, at);
    // es-MX: the English page shows the ¿Prefiere español? banner above its header.
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    await asNewVisitor(page);
    await page.goto(`${proxy.url}${path}`, { waitUntil: "commit" });
    await expect(page.locator(cut)).toHaveCount(1);
    const visibility = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).visibility);
    await expect.poll(() => visibility(before)).toBe("visible");
    expect(await visibility(cut)).toBe("hidden");
    proxy.release();
    await expect(page.locator(cut)).toBeVisible();
    await waitForHydration(page);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
    await proxy.close();
  });
}
