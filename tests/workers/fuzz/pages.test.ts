import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { API_LIMITS } from "#app/domain/constants";
import { leadInputFromForm, newsletterInputFromForm } from "#app/domain/form-data-input";
import { leadFormSchema } from "#app/domain/lead-form";
import { leadEnvelopeSchema } from "#app/domain/lead-submission";
import { newsletterSchema } from "#app/domain/newsletter";
import { addAdvisor, addLead, sessionCookie } from "#tests/workers/admin/admin-helpers";
import { freshAddress, signedToken, uniqueEmail, uniquePhone } from "#tests/workers/helpers";
import { postPage } from "#tests/workers/page-app";
import { addressOverride, hostileHeaders, hostileString, PROTOTYPE_KEYS, SHARED_ADDRESS } from "./arbitraries";
import { fuzz, FUZZ_TIMEOUT_MS, leadCount, mockOutside, refusedAsCrossOrigin, replay, inputs } from "./harness";

// Forms posted to a page without JavaScript. Bodies up to (and past) 64 KB, any
// content type, hostile values: never a 5xx, nothing stored unless the form is valid, and nothing
// shown back longer than its field allows. The marketing pages' forms, and every other page action
// (unsubscribe, newsletter confirmation, sign-in, the admin's forms) through its route module.

const RUNS = 1_000;
const PAGE_BODY_LIMIT = API_LIMITS.maxPageBodyBytes;

beforeEach(() => mockOutside());
afterEach(() => vi.restoreAllMocks());

const LEAD_FIELDS = [
  "intent",
  "formKind",
  "source",
  "formToken",
  "website",
  "firstName",
  "lastName",
  "phone",
  "email",
  "zipCode",
  "make",
  "model",
  "modelYear",
  "pageUrl",
  "sessionId",
];

async function validLeadForm(): Promise<Record<string, string>> {
  return {
    intent: "lead",
    formKind: "modal",
    source: "pricing_full_service",
    formToken: await signedToken(),
    website: "",
    firstName: "Maria",
    lastName: "Lopez",
    phone: uniquePhone(),
    email: uniqueEmail("page"),
    zipCode: "94105",
    make: "Toyota",
    model: "RAV4",
    modelYear: "2025",
    pageUrl: "https://caradvisor.example/",
    sessionId: crypto.randomUUID(),
  };
}
const validNewsletterForm = () => ({ intent: "newsletter", email: uniqueEmail("page-news"), pageUrl: "https://caradvisor.example/" });

/** Values near and past the cap: a repeated fragment up to 70 KB, so some bodies cross 64 KB. */
const pageValue = fc.oneof(
  { arbitrary: hostileString.map((s) => s.slice(0, 70_000)), weight: 8 },
  { arbitrary: fc.integer({ min: 60_000, max: 70_000 }).map((n) => "x".repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom("lead", "newsletter", "modal", "bottom", ""), weight: 2 },
);

const change = fc.oneof(
  { arbitrary: fc.record({ set: fc.constantFrom(...LEAD_FIELDS, ...PROTOTYPE_KEYS), value: pageValue }), weight: 4 },
  { arbitrary: fc.record({ drop: fc.constantFrom(...LEAD_FIELDS) }), weight: 1 },
);

const encoding = fc.oneof(
  { arbitrary: fc.constant("urlencoded" as const), weight: 8 },
  { arbitrary: fc.constant("multipart" as const), weight: 3 },
  { arbitrary: fc.constantFrom("application/json", "text/plain", "multipart/form-data; boundary=wrong", "", "application/xml"), weight: 1 },
);

const pagePost = fc.record({
  path: fc.constantFrom("/", "/landing/v1", "/landing/V2", "/privacy", "/about", "/no/such/page"),
  newsletter: fc.boolean(),
  changes: fc.array(change, { maxLength: 3 }),
  encoding,
  // Mostly plain headers, so most forms reach the action (a foreign Origin is refused before it).
  headers: fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: hostileHeaders, weight: 1 }),
  address: addressOverride,
});

type Fields = Record<string, string>;

/** Headers as they arrive over HTTP (the page app is called directly): trimmed of spaces and tabs, empty ones dropped. */
function overHttp(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name, value.replace(/^[ \t]+|[ \t]+$/g, "")])
      .filter(([, value]) => value !== ""),
  );
}

let salt = 0;
/** A fresh address, the shared one (so the rate limit is fuzzed too), or a hostile one made unique. */
function clientAddress(address: string | null): string {
  salt += 1;
  return address === null ? freshAddress() : address === SHARED_ADDRESS ? address : `${address}#${salt}`;
}

function applyChanges(valid: Fields, changes: ({ set: string; value: string } | { drop: string })[]): Fields {
  const fields = { ...valid };
  for (const c of changes) {
    if ("drop" in c) delete fields[c.drop];
    else Object.defineProperty(fields, c.set, { value: c.value, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}

function encode(fields: Fields, encoding: string): { body: BodyInit; contentType?: string; bytes: number } {
  const entries = Object.entries(fields).map(([k, v]) => [k.toWellFormed(), v.toWellFormed()]);
  if (encoding === "urlencoded") {
    const body = new URLSearchParams(entries).toString();
    return { body, contentType: "application/x-www-form-urlencoded", bytes: new TextEncoder().encode(body).length };
  }
  if (encoding === "multipart") {
    const form = new FormData();
    for (const [k, v] of entries) form.append(k ?? "", v ?? "");
    // Multipart framing adds a little to each field; the test counts the values only and lets the Worker measure.
    return { body: form, bytes: entries.reduce((n, [k, v]) => n + (k?.length ?? 0) + (v?.length ?? 0), 0) };
  }
  const body = JSON.stringify(fields);
  return { body, contentType: encoding, bytes: new TextEncoder().encode(body).length };
}

/** The test's own reading of what the action stores: a lead form valid for the app's schemas, no honeypot, the test's fresh token. */
function storesLead(fields: Fields, token: string): boolean {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const input = leadInputFromForm(form);
  return (
    fields.intent !== "newsletter" &&
    leadEnvelopeSchema.safeParse(input).success &&
    leadFormSchema.safeParse(input).success &&
    input.honeypot.trim() === "" &&
    input.formToken === token
  );
}

function storesSignup(fields: Fields): boolean {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return fields.intent === "newsletter" && newsletterSchema.safeParse(newsletterInputFromForm(form)).success;
}

const OTHER_RUNS = 300;

const ROUTES = ["unsubscribe", "confirm", "login", "account", "lead", "deals"] as const;
type Route = (typeof ROUTES)[number];

const ROUTE_PATHS = {
  unsubscribe: "/unsubscribe",
  confirm: "/newsletter/confirm",
  login: "/admin/login",
  account: "/admin/account",
  lead: "/admin/leads/:id",
  deals: "/admin/deals",
} as const satisfies Record<Route, string>;

/** A form each action would take (the account's current password is wrong, so the fuzz never changes it). */
const VALID_FORMS: Record<Route, Fields> = {
  unsubscribe: { intent: "address", email: "dana.page@gmail.com" },
  confirm: { token: `${crypto.randomUUID()}.9999999999.${"0".repeat(64)}` },
  login: { email: "nobody@caradvisor.example", password: "not-the-password", next: "/admin" },
  account: { current: "not-the-password", password: "a-new-password-long-enough", confirm: "a-new-password-long-enough" },
  lead: { intent: "note", body: "Called, no answer." },
  deals: {
    intent: "create",
    year: "2025",
    make: "Toyota",
    model: "RAV4",
    trim: "XLE",
    vin: "",
    savingsOffMsrp: "3500",
    dateNegotiated: "2026-11-01",
  },
};

const OTHER_FIELDS = [
  "intent",
  "email",
  "token",
  "password",
  "next",
  "current",
  "confirm",
  "leadId",
  "body",
  "status",
  "advisorId",
  "id",
  "year",
  "make",
  "model",
  "savingsOffMsrp",
];

const otherPost = fc.record({
  route: fc.constantFrom(...ROUTES),
  changes: fc.array(
    fc.oneof(
      { arbitrary: fc.record({ set: fc.constantFrom(...OTHER_FIELDS, ...PROTOTYPE_KEYS), value: pageValue }), weight: 4 },
      { arbitrary: fc.record({ drop: fc.constantFrom(...OTHER_FIELDS) }), weight: 1 },
    ),
    { maxLength: 3 },
  ),
  encoding,
  headers: fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: hostileHeaders, weight: 1 }),
  address: addressOverride,
});

const actionResult = z.object({
  intent: z.enum(["lead", "newsletter"]),
  ok: z.boolean(),
  values: z.record(z.string(), z.string()).optional(),
  email: z.string().optional(),
});

describe(`fuzz the page actions (${replay})`, () => {
  it(
    `POST to pages: ${inputs(RUNS)} generated forms up to and past 64 KB, any content type`,
    async () => {
      await fuzz("POST pages", inputs(RUNS), pagePost, async (post) => {
        const valid = post.newsletter ? validNewsletterForm() : await validLeadForm();
        const fields = applyChanges(valid, post.changes);
        const { body, contentType, bytes } = encode(fields, post.encoding);
        const headers: Record<string, string> = { ...overHttp(post.headers), "cf-connecting-ip": clientAddress(post.address) };
        if (contentType !== undefined) headers["content-type"] = contentType;
        const before = await leadCount();
        const response = await postPage(post.path, body, headers);
        const text = await response.text();
        expect(response.status, text.slice(0, 300)).toBeLessThan(500);
        const added = (await leadCount()) - before;

        if (refusedAsCrossOrigin("POST", post.headers)) expect(response.status).toBe(403);
        else if (bytes > PAGE_BODY_LIMIT) expect(response.status).toBe(413);
        if (response.status !== 200) {
          expect(added).toBe(0);
          return response.status;
        }
        const result = actionResult.parse(JSON.parse(text));
        // Nothing comes back longer than a field allows, however long the value sent.
        for (const shown of [...Object.values(result.values ?? {}), result.email ?? ""])
          expect(shown.length).toBeLessThanOrEqual(API_LIMITS.maxTextField);
        const proper = post.encoding === "urlencoded" || post.encoding === "multipart";
        const token = "formToken" in valid ? (valid.formToken ?? "") : "";
        const mayStore = proper && (storesLead(fields, token) || storesSignup(fields));
        if (!mayStore) expect(added, `stored from an invalid page form: ${JSON.stringify(fields).slice(0, 300)}`).toBe(0);
        else expect(added).toBeLessThanOrEqual(1);
        return response.status;
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST to the other page actions: ${inputs(OTHER_RUNS)} generated forms to unsubscribe, confirmation, sign-in and the admin's forms`,
    async () => {
      const advisor = await addAdvisor();
      const cookie = await sessionCookie(advisor);
      const lead = await addLead();
      await fuzz("POST page actions", inputs(OTHER_RUNS), otherPost, async (post) => {
        const path = post.route === "lead" ? `/admin/leads/${lead}` : ROUTE_PATHS[post.route];
        const fields = applyChanges({ ...VALID_FORMS[post.route], ...(post.route === "lead" ? { leadId: lead } : {}) }, post.changes);
        const { body, contentType, bytes } = encode(fields, post.encoding);
        const headers: Record<string, string> = { ...overHttp(post.headers), "cf-connecting-ip": clientAddress(post.address), cookie };
        if (contentType !== undefined) headers["content-type"] = contentType;
        const before = await leadCount();
        const response = await postPage(path, body, headers);
        const text = await response.text();
        // Sign-in is never paused with a 503: past the ceiling new browsers are slowed with a 429.
        expect(response.status, `${path}: ${text.slice(0, 300)}`).toBeLessThan(500);
        // None of these forms stores a lead (a lead's deletion may take one away).
        expect(await leadCount()).toBeLessThanOrEqual(before);
        if (refusedAsCrossOrigin("POST", post.headers)) expect(response.status).toBe(403);
        else if (bytes > PAGE_BODY_LIMIT) expect(response.status).toBe(413);
        // A body that is not a form reads as an empty one: the form's own refusal (or the rate limit before it).
        else if (post.encoding !== "urlencoded" && post.encoding !== "multipart") expect([400, 429]).toContain(response.status);
        return response.status;
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
