import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadFormSchema } from "#app/domain/lead-form";
import { leadEnvelopeSchema } from "#app/domain/lead-submission";
import { newsletterSchema } from "#app/domain/newsletter";
import { RECEIPT, uniqueEmail, validLead } from "#tests/workers/helpers";
import { jsonRequest, jsonText, wrongFields, wrongValue } from "./arbitraries";
import { expectSafeAnswer, fuzz, FUZZ_TIMEOUT_MS, leadCount, mockOutside, parsedBody, replay, send, inputs } from "./harness";

const RUNS = { leads: 1_500, newsletter: 1_200 };

const LEAD_KEYS = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "zipCode",
  "make",
  "model",
  "modelYear",
  "honeypot",
  "formKind",
  "formToken",
  "source",
  "context",
];
const CONTEXT_KEYS = ["pageUrl", "referrerUrl", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "sessionId"];
const contextValues = fc.oneof(wrongValue, wrongFields(CONTEXT_KEYS));

beforeEach(() => mockOutside());
afterEach(() => vi.restoreAllMocks());

/**
 * Honeypot, too-fast and bot submissions answer `{ ok: true }` like a stored lead (SPEC §4), so the
 * answer cannot tell; the row count can: only a body valid for the app's own schemas may add one row.
 */
async function expectStoredOnlyIfValid(
  path: string,
  text: string,
  request: { contentType: string | null; headers: Record<string, string>; address: string | null },
  isValid: (body: unknown) => boolean,
  success: unknown,
) {
  const before = await leadCount();
  const { status, body } = await expectSafeAnswer(
    await send({
      method: "POST",
      path,
      body: text,
      contentType: request.contentType ?? undefined,
      headers: request.headers,
      address: request.address,
    }),
  );
  const added = (await leadCount()) - before;
  const sent = parsedBody(text);
  if (status >= 400 || !isValid(sent)) expect(added, `row stored for invalid input: ${text.slice(0, 300)}`).toBe(0);
  else expect(added).toBeLessThanOrEqual(1);
  if (status < 300) expect(body).toEqual(success);
  return status;
}

describe(`fuzz the lead forms (${replay})`, () => {
  it(
    `POST /api/leads: ${inputs(RUNS.leads)} generated bodies and headers`,
    async () => {
      await fuzz("POST /api/leads", inputs(RUNS.leads), jsonRequest(LEAD_KEYS, contextValues), async (request) => {
        const text = jsonText(request.body, await validLead());
        // Every answer that took the request (stored, known person or bot alike) brings the page's next token.
        return expectStoredOnlyIfValid(
          "/api/leads",
          text,
          request,
          (body) => leadEnvelopeSchema.safeParse(body).success && leadFormSchema.safeParse(body).success,
          { ok: true, formToken: expect.any(String), receipt: expect.stringMatching(RECEIPT) },
        );
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST /api/newsletter: ${inputs(RUNS.newsletter)} generated bodies and headers`,
    async () => {
      await fuzz("POST /api/newsletter", inputs(RUNS.newsletter), jsonRequest(["email", "context"], contextValues), async (request) => {
        const text = jsonText(request.body, {
          email: uniqueEmail("news"),
          context: { pageUrl: "https://caradvisor.example/", sessionId: crypto.randomUUID() },
        });
        return expectStoredOnlyIfValid("/api/newsletter", text, request, (body) => newsletterSchema.safeParse(body).success, { ok: true });
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
