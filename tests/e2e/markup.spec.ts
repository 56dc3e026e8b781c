import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { asNewVisitor, buyerLead, buyerLink, emailLink, fillLeadForm, subscriber, uniqueVisitor, waitForHumanPace } from "./helpers";

// The W3C Nu HTML Checker (vnu, from the vnu-jar package; it needs Java) finds no error
// in the HTML the server sends for any public page, nor in the pages a form posted without JavaScript
// comes back with. One run of the checker over all of them: the JVM starts once.

const PUBLIC_PAGES = [
  "/",
  "/landing/v1",
  "/landing/V2",
  "/landing/cartelligentai",
  "/landing/cartelligentai/V2",
  "/chatbot",
  "/chatbot/chat",
  "/get-started",
  "/?lead=navbar",
  "/?lead=pricing_full_service",
  "/about",
  "/privacy",
  "/terms",
  "/blog",
  "/unsubscribe",
  "/newsletter/confirm",
  "/no-such-page",
  // The Spanish twins, the ¿Prefiere español? offer lives on the English pages (markup: its own test).
  "/es",
  "/es/landing/v1",
  "/es/privacy",
  "/es/terms",
  "/es/about",
  "/es/blog",
  "/es/landing/V2",
  "/es/unsubscribe",
  "/es/newsletter/confirm",
  "/es?lead=navbar",
  "/es/no-such-page",
  "/es/landing/cartelligentai/V2",
];

/** The checker's words for CSS it does not know yet: the only errors let through. */
const UNKNOWN_CSS = new Set(["CSS: Unrecognized at-rule “@property”", "CSS: “margin-trim”: Property “margin-trim” doesn't exist."]);

const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");

type VnuMessage = { type: "error" | "info" | "non-document-error"; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs vnu once over every page; gives its errors as "page:line: message", CSS it does not know left out. */
function vnuErrors(pages: Map<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  const names = new Map<string, string>();
  const files = [...pages].map(([name, html], i) => {
    const file = join(dir, `page-${i}.html`);
    writeFileSync(file, html);
    names.set(basename(file), name);
    return file;
  });
  try {
    const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", ...files], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    if (run.error) throw new Error(`vnu needs Java 11 or later on the PATH (${run.error.message})`);
    const { messages }: { messages: VnuMessage[] } = JSON.parse(run.stderr);
    return messages
      .filter((m) => m.type !== "info" && !UNKNOWN_CSS.has(m.message))
      .map((m) => `${names.get(basename(m.url ?? "")) ?? m.url}:${m.lastLine ?? "?"}: ${m.message} ${JSON.stringify(m.extract ?? "")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The HTML the server answers a form posted without JavaScript with (the browser's DOM would not do: it is reparsed). */
async function postedPage(page: Page, submit: () => Promise<void>): Promise<string> {
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.request().resourceType() === "document");
  await submit();
  return (await answer).text();
}

test.use({ javaScriptEnabled: false });

/** The server's HTML of every public page, and of the pages its emails link to, by path (tokens elided). */
async function publicPages(request: APIRequestContext): Promise<Map<string, string>> {
  const confirming = await subscriber({ confirmed: false });
  const links = [
    emailLink("/newsletter/confirm", "newsletter-confirm", confirming, 7),
    emailLink("/unsubscribe", "newsletter-unsubscribe", confirming, 365),
    emailLink("/es/newsletter/confirm", "newsletter-confirm", confirming, 7),
    emailLink("/es/unsubscribe", "newsletter-unsubscribe", confirming, 365),
  ];
  // The buyer's pages (docs/decisions/052): a lead's page and what it reads, in both languages, and a link that opens nothing.
  const buyer = await buyerLead("Markup");
  const buyerPages = [buyerLink(buyer), buyerLink(buyer, { language: "es" }), `${buyerLink(buyer)}/data`, "/my", "/es/mi"];
  const refusedLinks = [`/my/${buyer.id}.1.${"0".repeat(64)}`, `/es/mi/${buyer.id}.1.${"0".repeat(64)}`];
  // A confirmation page opened without its link says so with a 400, and a buyer's link that opens nothing with a 404.
  const statusOf = (path: string) =>
    path === "/newsletter/confirm" || path === "/es/newsletter/confirm" ? 400 : refusedLinks.includes(path) ? 404 : 200;
  const answers = await Promise.all(
    [...PUBLIC_PAGES, ...links, ...buyerPages, ...refusedLinks].map(async (path) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(statusOf(path));
      return [path.replace(/token=[^&]+/, "token=…").replace(/\/(my|mi)\/[^/]+/, "/$1/…"), await response.text()] as const;
    }),
  );
  return new Map(answers);
}

/** Script types a browser runs, and JSON-LD, the structured data search engines read. */
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/ld+json"]);

// Scripts are ordinary scripts the browser runs as it meets them (decision record 048): no page holds back a
// script as a data block of another type for a script of its own to start later.
test("no public page holds a script of a type the browser does not run, JSON-LD aside", async ({ request }) => {
  const inert: string[] = [];
  for (const [path, html] of await publicPages(request)) {
    for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
      const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(tag)?.[1]?.toLowerCase() ?? "";
      if (!SCRIPT_TYPES.has(type)) inert.push(`${path}: ${tag}`);
    }
  }
  expect(inert).toEqual([]);
});

test("vnu finds no error in any public page's HTML", async ({ page, request, consoleErrors }) => {
  test.setTimeout(240_000);
  await asNewVisitor(page);
  const pages = await publicPages(request);

  // The bottom form's errors, its thank-you, and the newsletter's answer, as a form without JavaScript gets them.
  await page.goto("/");
  const form = page.locator("#get-started");
  pages.set(
    "POST / (lead form errors)",
    await postedPage(page, () => form.getByRole("button", { name: "Get My Free Consultation" }).click()),
  );
  const visitor = uniqueVisitor();
  await fillLeadForm(page, "#get-started", visitor, { jsEnabled: false });
  await waitForHumanPace(page);
  pages.set("POST / (thank-you)", await postedPage(page, () => form.getByRole("button", { name: "Get My Free Consultation" }).click()));
  await page.getByLabel("Get car-buying tips in your inbox").fill(uniqueVisitor().email);
  pages.set("POST / (newsletter)", await postedPage(page, () => page.getByRole("button", { name: "Subscribe" }).click()));

  // The buyer's page as its forms come back: a refusal beside the form, and a change after its redirect.
  const buyer = await buyerLead("Markup forms");
  await page.goto(buyerLink(buyer));
  const details = page.getByRole("region", { name: "Your data" });
  await details.getByLabel("Phone").fill("123");
  // The refused details come back with the page and a 400, on purpose.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(http:\/\/[^/]+\/my\/[^/?:]+:/);
  pages.set("POST /my/… (details refused)", await postedPage(page, () => details.getByRole("button", { name: "Save my details" }).click()));
  await page.goto(buyerLink(buyer));
  await page.getByRole("region", { name: "Book your call" }).getByRole("radio", { disabled: false }).nth(1).check();
  await page.getByRole("button", { name: "Book this call" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  pages.set("GET /my/… (booked)", await page.content());

  expect(vnuErrors(pages)).toEqual([]);
});
