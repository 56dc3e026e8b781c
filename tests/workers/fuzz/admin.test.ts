import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CALL_OUTCOMES } from "#app/domain/admin/call-outcomes";
import { CALLBACK_PICKS } from "#app/domain/admin/callbacks";
import { LEAD_STATUSES } from "#app/domain/admin/lead-status";
import { addAdvisor, addLead, PAGE, sessionCookie } from "#tests/workers/admin/admin-helpers";
import { freshAddress } from "#tests/workers/helpers";
import { formBody, getPage, postPage } from "#tests/workers/page-app";
import { controlText, hostileString, PROTOTYPE_KEYS } from "./arbitraries";
import { expectSafeAnswer, fuzz, FUZZ_TIMEOUT_MS, inputs, replay } from "./harness";

// The advisors' pages and forms with hostile text in every field they read: the leads list's search and
// filters and their CSV, a lead's page, a note, a call's outcome and note, a callback, a status, an
// assignment, and the sign-in form, each with control characters (NUL above all) among the hostile values.
// Never a 5xx; a search holding a control character is refused with 400.

const RUNS = { list: 600, csv: 400, lead: 300, actions: 600, signIn: 150 };

afterEach(() => vi.restoreAllMocks());

const CONTROL = /\p{Cc}/u;
const text = fc.oneof({ arbitrary: controlText, weight: 3 }, { arbitrary: hostileString, weight: 2 });

const FILTERS = ["q", "source", "status", "qualified", "ready", "assigned", "language", "from", "to", "view", "sort", "page"];
const filterValue = fc.oneof(
  { arbitrary: text, weight: 4 },
  { arbitrary: fc.constantFrom("dana", "chat", "new", "yes", "mine", "es", "2026-11-01", "oldest", "2", ""), weight: 2 },
);
/** A query string over the list's filters: q most often, every value possibly hostile, as a browser encodes it. */
const listQuery = fc
  .array(
    fc.tuple(
      fc.oneof({ arbitrary: fc.constant("q"), weight: 3 }, { arbitrary: fc.constantFrom(...FILTERS, ...PROTOTYPE_KEYS), weight: 2 }),
      filterValue,
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((pairs) => new URLSearchParams(pairs.map(([k, v]) => [k, v.toWellFormed().slice(0, 2_000)])).toString());

/** The search the list reads (the last `q`, as the schema sees the query), when it holds a control character. */
function searchHasControl(query: string): boolean {
  const q = Object.fromEntries(new URLSearchParams(query)).q ?? "";
  return q.trim() !== "" && CONTROL.test(q.trim());
}

const INTENTS = ["note", "call", "callback", "status", "assign"] as const;
const actionForm = fc.record({
  intent: fc.oneof({ arbitrary: fc.constantFrom(...INTENTS), weight: 6 }, { arbitrary: text, weight: 1 }),
  body: text,
  note: fc.oneof(text, fc.constant("")),
  outcome: fc.oneof(fc.constantFrom(...CALL_OUTCOMES), text),
  pick: fc.oneof(fc.constantFrom(...CALLBACK_PICKS, "exact", "clear"), text),
  at: fc.oneof(fc.constantFrom("2027-03-02T10:00", "9999-12-31T10:00", "2026-02-30T10:00"), text),
  status: fc.oneof(fc.constantFrom(...LEAD_STATUSES), text),
  advisorId: fc.oneof(fc.constantFrom("", "1", "-1", "99999999999999999999"), text),
  leadId: fc.option(text, { freq: 6 }),
});

const form = { "content-type": "application/x-www-form-urlencoded" };
const wellFormed = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.toWellFormed()]));

describe(`fuzz the advisors' pages and forms (${replay})`, () => {
  it(
    `GET /admin: ${inputs(RUNS.list)} searches and filters with control characters`,
    async () => {
      const cookie = await sessionCookie(await addAdvisor());
      await fuzz("GET /admin", inputs(RUNS.list), listQuery, async (query) => {
        const response = await getPage(`/admin?${query}`, { cookie });
        const body = await response.text();
        expect(response.status, `${query.slice(0, 200)}: ${body.slice(0, 300)}`).toBeLessThan(500);
        if (searchHasControl(query)) expect(response.status, query.slice(0, 200)).toBe(400);
        expect([200, 400]).toContain(response.status);
        return response.status;
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `GET /admin/api/leads.csv: ${inputs(RUNS.csv)} searches and filters with control characters`,
    async () => {
      const cookie = await sessionCookie(await addAdvisor());
      await fuzz("GET /admin/api/leads.csv", inputs(RUNS.csv), listQuery, async (query) => {
        const response = await SELF.fetch(`${PAGE}/admin/api/leads.csv?${query}`, { headers: { cookie } });
        const { status } = await expectSafeAnswer(response);
        if (searchHasControl(query)) expect(status, query.slice(0, 200)).toBe(400);
        return status;
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `GET /admin/leads/:id: ${inputs(RUNS.lead)} hostile ids and notices`,
    async () => {
      const cookie = await sessionCookie(await addAdvisor());
      const lead = await addLead();
      const input = fc.record({ id: fc.oneof(fc.constant(lead), text), quote: fc.option(text) });
      await fuzz("GET /admin/leads/:id", inputs(RUNS.lead), input, async ({ id, quote }) => {
        const path = `/admin/leads/${encodeURIComponent(id.toWellFormed()).slice(0, 2_000) || "x"}`;
        const response = await getPage(quote === null ? path : `${path}?quote=${encodeURIComponent(quote.toWellFormed())}`, { cookie });
        const body = await response.text();
        expect(response.status, `${path.slice(0, 200)}: ${body.slice(0, 300)}`).toBeLessThan(500);
        return response.status;
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST /admin/leads/:id: ${inputs(RUNS.actions)} notes, calls, callbacks, statuses and assignments with control characters`,
    async () => {
      const cookie = await sessionCookie(await addAdvisor());
      const lead = await addLead();
      await fuzz("POST lead actions", inputs(RUNS.actions), actionForm, async ({ leadId, ...fields }) => {
        const sent = wellFormed({ ...fields, leadId: leadId ?? lead });
        const response = await postPage(`/admin/leads/${lead}`, formBody(sent), { ...form, cookie, "cf-connecting-ip": freshAddress() });
        const body = await response.text();
        expect(response.status, `${JSON.stringify(sent).slice(0, 300)}: ${body.slice(0, 300)}`).toBeLessThan(500);
        return response.status;
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST /admin/login: ${inputs(RUNS.signIn)} emails, passwords and next paths with control characters`,
    async () => {
      const input = fc.record({ email: text, password: text, next: fc.oneof(fc.constant("/admin"), text) });
      await fuzz("POST /admin/login", inputs(RUNS.signIn), input, async (fields) => {
        const response = await postPage("/admin/login", formBody(wellFormed(fields)), { ...form, "cf-connecting-ip": freshAddress() });
        const body = await response.text();
        expect(response.status, `${JSON.stringify(fields).slice(0, 300)}: ${body.slice(0, 300)}`).toBeLessThan(500);
        return response.status;
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
