import { createHmac, hkdfSync } from "node:crypto";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "#scripts/lib/e2e-ports.ts";
import { queryLocalD1 } from "#scripts/lib/local-d1.ts";
import { LOCAL_ADVISOR } from "#scripts/seed/advisor.ts";
import { FORM_LIMITS } from "#app/domain/constants";

/**
 * Reads (or writes) the served Worker's local D1 through the Worker's own runtime (scripts/lib/local-d1.ts):
 * the other test beside this one may be in the middle of the Worker's own writes.
 */
export const queryD1 = <T = Record<string, unknown>>(sql: string): Promise<T[]> => queryLocalD1<T>(E2E_BASE_URL, sql);

export function uniqueVisitor() {
  // Digits only: the chat reads an address's digits as digits, but a UUID's hex letters can spell a word it refuses.
  const id = Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => byte % 10).join("");
  // The area code and the line from digits of their own: 6,000,000 phones. Two visitors sharing one are one lead
  // (a request matched by its phone), and the local D1 keeps the leads of earlier runs.
  const area = 310 + (Number(id.slice(0, 3)) % 600);
  return { email: `e2e.${id}@gmail.com`, phone: `${area}555${id.slice(3, 7)}` };
}

/**
 * Each test is its own visitor: Cloudflare sets cf-connecting-ip in production, and the local Worker
 * honours the header, so the per-address rate limit of one test does not reach the next. `headers` are
 * others the visitor's browser sends with every request.
 */
export async function asNewVisitor(page: Page, headers: Record<string, string> = {}) {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  await page.setExtraHTTPHeaders({ ...headers, "cf-connecting-ip": `198.51.${bytes[0]}.${((bytes[1] ?? 0) % 254) + 1}` });
}

/** A person takes more than 3 s to fill the form; the server drops faster submits as bots (SPEC §4). */
export async function waitForHumanPace(page: Page) {
  // The form's token was issued as the server answered: counted from the answer's first byte, not from the
  // navigation, which a slow answer under load would have started 0.7 s earlier.
  const sinceToken = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation");
    return performance.now() - (navigation instanceof PerformanceNavigationTiming ? navigation.responseStart : 0);
  });
  const pace = FORM_LIMITS.minFillTimeMs + 500;
  if (sinceToken < pace) await page.waitForTimeout(pace - sinceToken);
}

/** The root marks the document once React has hydrated and the enhancements are live. */
export async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

export async function fillLeadForm(page: Page, scope: string, visitor: { email: string; phone: string }, { jsEnabled = true } = {}) {
  const form = page.locator(scope);
  await form.getByLabel("First name").fill("Dana");
  await form.getByLabel("Last name").fill("O'Neil-Smith");
  await form.getByLabel("Phone").fill(visitor.phone);
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Make").selectOption("Toyota");
  await form.getByLabel("Model year").selectOption({ index: 2 });
  if (jsEnabled) {
    const model = form.getByLabel("Model", { exact: true });
    await expect(model).toBeEnabled();
    await model.selectOption("RAV4");
  } else {
    await form.getByLabel("Model", { exact: true }).fill("RAV4");
  }
  await form.getByLabel("Zip code").fill("94105");
}

/**
 * An advisor signs in by name: /admin sends them to the sign-in page, and signing in opens My day, the
 * first page of their day; the seed's advisor by default. `to: "leads"` then opens the list.
 */
export async function signIn(page: Page, advisor: { email: string; password: string } = LOCAL_ADVISOR, to: "leads" | "my-day" = "leads") {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await page.getByLabel("Email").fill(advisor.email);
  await page.getByLabel("Password").fill(advisor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "My day", level: 1 })).toBeVisible();
  if (to === "my-day") return;
  await page.getByRole("navigation", { name: "Advisor sections" }).getByRole("link", { name: "Leads", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
}
/** Double opt-in: the success says to confirm from the inbox, or, with visitor email off, promises nothing. */
export const NEWSLETTER_SUCCESS = new RegExp(
  [
    "Thanks! Unless this address is already subscribed, look in your inbox for our email and click its link to confirm.",
    "Thanks! We've noted your interest in our car-buying tips.",
  ]
    .map((m) => m.replace(/[.!?]/g, "\\$&"))
    .join("|"),
);

/**
 * A newsletter link's token as the Worker signs it (worker/services/email/links.server.ts), made here with
 * Node's crypto: the Worker's code uses workerd's encoders, which Node 24 lacks. tests/workers/encodings.test.ts
 * checks the Worker against a value made this way.
 */
export function emailLinkToken(
  secret: string,
  purpose: "newsletter-confirm" | "newsletter-unsubscribe" | "buyer-page",
  lead: { id: string; email: string },
  expiresAtSeconds: number,
) {
  const key = Buffer.from(hkdfSync("sha256", secret, new Uint8Array(32), `caradvisor:${purpose}`, 32));
  const mac = createHmac("sha256", key).update(`${lead.id}\n${expiresAtSeconds}\n${lead.email}`).digest("hex");
  return `${lead.id}.${expiresAtSeconds}.${mac}`;
}

// The e2e build signs links with the local secret of .dev.vars, as the emails it sends would.
const EMAIL_LINK_KEY = /^EMAIL_LINK_KEY=(.+)$/m.exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim() ?? "";
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

/** A newsletter subscriber written straight into D1, confirmed or waiting for the confirmation link. */
export async function subscriber({ confirmed }: { confirmed: boolean }) {
  const id = crypto.randomUUID();
  const email = `reader.${id.slice(0, 8)}@gmail.com`;
  await queryD1(
    `insert into leads (id, email, newsletter_email, newsletter_opted_in, newsletter_confirmed_at, lead_source)
     values ('${id}', '${email}', '${email}', 1, ${confirmed ? "'2026-11-01T10:00:00.000Z'" : "null"}, 'landing_page_footer')`,
  );
  return { id, email };
}

/** A newsletter email's link to a page, valid for the given days (negative: already past its date). */
export const emailLink = (path: string, purpose: Parameters<typeof emailLinkToken>[1], lead: { id: string; email: string }, days: number) =>
  `${path}?token=${emailLinkToken(EMAIL_LINK_KEY, purpose, lead, inDays(days))}`;

/**
 * A buyer's page link as the confirmation email carries it (worker/services/email/buyer-links.server.ts): the
 * same token shape under its own purpose, for the lead's address (docs/decisions/052).
 */
export const buyerLink = (lead: { id: string; email: string }, { language = "en" as "en" | "es", days = 90 } = {}) =>
  `${language === "es" ? "/es/mi" : "/my"}/${signedToken("buyer-page", lead, days)}`;

/** A token of one of the link purposes, signed with the local secret, for the lead and address given, `days` ahead. */
export const signedToken = (purpose: Parameters<typeof emailLinkToken>[1], lead: { id: string; email: string }, days: number) =>
  emailLinkToken(EMAIL_LINK_KEY, purpose, lead, inDays(days));

/**
 * A form lead written straight into D1, with its request, as a buyer whose page opens from their email:
 * a phone to call, no advisor yet. `tag` names them apart on the advisor's pages.
 */
export async function buyerLead(tag: string, { language = "en" as "en" | "es" } = {}) {
  const id = crypto.randomUUID();
  const email = `e2e.buyer.${id.slice(0, 8)}@gmail.com`;
  const phone = `415${String(200 + (Number.parseInt(id.slice(0, 4), 16) % 800))}${id.replace(/\D/g, "").padEnd(4, "7").slice(0, 4)}`;
  const now = new Date().toISOString();
  await queryD1(
    `insert into leads (id, person_id, first_name, last_name, email, phone, phone_digits, make, model, year, lead_source,
                        created_at, updated_at, last_requested_at, language)
     values ('${id}', '${id}', 'Dana', '${tag}', '${email}', '${phone}', '${phone}', 'Toyota', 'RAV4', 2026, 'landing_page_cta',
             '${now}', '${now}', '${now}', '${language}');
     insert into lead_requests (lead_id, source, email, make, model, year, created_at, language)
     values ('${id}', 'landing_page_cta', '${email}', 'Toyota', 'RAV4', 2026, '${now}', '${language}');`,
  );
  return { id, email, name: `Dana ${tag}` };
}

/**
 * Sums the layout shifts the page reports, from its start (buffered) until now: all of them, or only those
 * that moved the element `selector` names.
 */
export async function layoutShift(page: Page, selector?: string): Promise<number> {
  return page.evaluate(
    (moved) =>
      new Promise<number>((resolve) => {
        let total = 0;
        const element = moved ? document.querySelector(moved) : null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; sources: { node: Node | null }[] };
            if (!moved || shift.sources.some((source) => source.node === element)) total += shift.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
    selector,
  );
}

/**
 * axe over the page as it stands. On a page without frames, legacy mode runs axe in the page itself: the default
 * runs it in each frame and then opens a blank page in the context to merge the frames' results, a second page
 * per analysis that took most of each check's time (on /, 6–10 s a check against 2–5 s). A page with frames (the
 * advisor's view of a quote) gets the default, which checks inside them.
 */
export function axe(page: Page) {
  const builder = new AxeBuilder({ page });
  return page.frames().length > 1 ? builder : builder.setLegacyMode(true);
}
