import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hostileString, jsonRequest, jsonText } from "./arbitraries";
import { PAGE_LINK, signedToken } from "#tests/workers/helpers";
import { chatLeadValues, isValidChatLead, validChatLead } from "./chat-bodies";
import { expectSafeAnswer, fuzz, FUZZ_TIMEOUT_MS, leadCount, mockOutside, parsedBody, replay, send, inputs } from "./harness";

const RUNS = 1_500;

beforeEach(() => mockOutside());
afterEach(() => vi.restoreAllMocks());

const row = (id: string) => env.DB.prepare("select * from leads where id = ?").bind(id).first<Record<string, unknown>>();

/** The path segment: the real lead's id, another lead's shape, or anything at all (encoded or raw). */
const idVariant = fc.oneof(
  { arbitrary: fc.constant({ real: true }), weight: 4 },
  { arbitrary: fc.uuid().map((id) => ({ raw: id })), weight: 1 },
  { arbitrary: hostileString.map((id) => ({ raw: encodeURIComponent(id.toWellFormed()) || "x" })), weight: 2 },
  { arbitrary: fc.integer({ min: 500, max: 4_000 }).map((n) => ({ raw: "a".repeat(n) })), weight: 1 },
  {
    arbitrary: fc
      .constantFrom("..", ".", "%2e%2e", "%2F", "a%2Fb", "%00", "%", "%E0%A4%A", "?id=1", "#x", "../../leads")
      .map((raw) => ({ raw })),
    weight: 1,
  },
);

/** The Authorization header: the real token in the accepted spellings, near misses, or hostile text. */
const authVariant = fc.oneof(
  { arbitrary: fc.constantFrom("Bearer {token}", "bearer {token}", "BEARER   {token}"), weight: 4 },
  { arbitrary: fc.constantFrom("Bearer {token}x", "Bearer {short}", "Basic {token}", "Bearer", "Bearer ", "{token}{token}"), weight: 2 },
  { arbitrary: hostileString.map((v) => v.replace(/[^\x20-\x7e]/g, "?").slice(0, 2_000)), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

describe(`fuzz chat lead updates (${replay})`, () => {
  it(
    `PATCH /api/chat/leads/:id: ${inputs(RUNS)} generated ids, tokens, bodies and headers`,
    async () => {
      const created = await send({
        method: "POST",
        path: "/api/chat/leads",
        body: JSON.stringify(validChatLead(await signedToken())),
        contentType: "application/json",
      });
      const { id, token } = await created.json<{ id: string; token: string }>();
      let stored = await row(id);
      expect(stored?.first_name).toBe("Dana");

      const input = fc.record({ id: idVariant, auth: authVariant, request: jsonRequest(Object.keys(validChatLead()), chatLeadValues) });
      await fuzz("PATCH /api/chat/leads/:id", inputs(RUNS), input, async ({ id: idPart, auth, request }) => {
        const text = jsonText(request.body, validChatLead());
        const headers: Record<string, string> = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => name !== "authorization"),
        );
        if (auth !== null) headers.authorization = auth.replaceAll("{token}", token).replaceAll("{short}", token.slice(0, -1));
        const before = await leadCount();
        const { status, body } = await expectSafeAnswer(
          await send({
            method: "PATCH",
            path: `/api/chat/leads/${"real" in idPart ? id : idPart.raw}`,
            body: text,
            contentType: request.contentType ?? undefined,
            headers,
            address: request.address,
          }),
        );
        // The row may change only for the real id, the real token (the header arrives trimmed; "Bearer " is optional) and a valid body.
        const authorized = "real" in idPart && (headers.authorization ?? "").trim().replace(/^Bearer\s+/i, "") === token;
        const mayChange = authorized && isValidChatLead(parsedBody(text));
        if (status === 200) expect(mayChange, `updated without the token or with an invalid body: ${text.slice(0, 300)}`).toBe(true);
        const after = await row(id);
        if (mayChange && status === 200) stored = after;
        else expect(after).toEqual(stored);
        expect(await leadCount()).toBe(before);
        if (status < 300) expect(body).toEqual({ ok: true, page: expect.stringMatching(PAGE_LINK) });
        return status;
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
