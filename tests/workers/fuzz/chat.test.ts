import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatReplyBodySchema } from "#app/domain/chat/api-schemas";
import { jsonRequest, jsonText, wrongValue } from "./arbitraries";
import { PAGE_LINK, signedToken } from "#tests/workers/helpers";
import { chatLeadValues, isPersonsFirstSave, isValidChatLead, turns, validChatLead } from "./chat-bodies";
import {
  expectSafeAnswer,
  fuzz,
  FUZZ_TIMEOUT_MS,
  leadCount,
  mockOutside,
  parsedBody,
  refusedAsCrossOrigin,
  replay,
  send,
  inputs,
} from "./harness";

const RUNS = { reply: 1_200, create: 1_500 };

beforeEach(() => mockOutside());
afterEach(() => vi.restoreAllMocks());

const validReply = {
  answerValue: "94105",
  answerDisplay: "94105",
  questionContext: "zipCode",
  context: "name: Dana",
  specificInstruction: "Reply warmly in one short sentence.",
  conversationHistory: [{ role: "user", content: "Dana" }],
};

describe(`fuzz the chat (${replay})`, () => {
  it(
    `POST /api/chat: ${inputs(RUNS.reply)} generated bodies and headers`,
    async () => {
      await fuzz(
        "POST /api/chat",
        inputs(RUNS.reply),
        jsonRequest(Object.keys(validReply), fc.oneof(wrongValue, turns, fc.constant("followUpAnalysis"))),
        async (request) => {
          const text = jsonText(request.body, validReply);
          const before = await leadCount();
          const { status, body } = await expectSafeAnswer(
            await send({
              method: "POST",
              path: "/api/chat",
              body: text,
              contentType: request.contentType ?? undefined,
              headers: request.headers,
              address: request.address,
            }),
          );
          // Workers AI is faked to answer, so past the size and rate limits a valid body gets its reply; anything else is refused.
          // Hono's validator reads a body only under a JSON media type (application/json, application/*+json).
          const jsonType = /^application\/([\w.-]+\+)?json$/i.test(request.contentType?.split(";")[0]?.trim() ?? "");
          const valid = jsonType && chatReplyBodySchema.safeParse(parsedBody(text)).success;
          const expected = refusedAsCrossOrigin("POST", request.headers) ? 403 : valid ? 200 : 400;
          if (status !== 413 && status !== 429) expect(status, text.slice(0, 300)).toBe(expected);
          // A reply, or for the follow-up analysis its class: a string `response` either way.
          if (status === 200) expect(body).toMatchObject({ response: expect.any(String) });
          expect(await leadCount()).toBe(before);
          return status;
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `POST /api/chat/leads: ${inputs(RUNS.create)} generated bodies and headers`,
    async () => {
      await fuzz(
        "POST /api/chat/leads",
        inputs(RUNS.create),
        jsonRequest(Object.keys(validChatLead("token")), chatLeadValues),
        async (request) => {
          const token = await signedToken();
          const text = jsonText(request.body, validChatLead(token));
          const before = await leadCount();
          const { status, body } = await expectSafeAnswer(
            await send({
              method: "POST",
              path: "/api/chat/leads",
              body: text,
              contentType: request.contentType ?? undefined,
              headers: request.headers,
              address: request.address,
            }),
          );
          const added = (await leadCount()) - before;
          if (status === 201) {
            expect(isValidChatLead(parsedBody(text)), `answered an invalid chat lead as created: ${text.slice(0, 300)}`).toBe(true);
            expect(body).toEqual({ id: expect.any(String), token: expect.any(String), page: expect.stringMatching(PAGE_LINK) });
            // A bot (honeypot, a token not ours) gets the same answer and stores nothing.
            expect(added, text.slice(0, 300)).toBe(isPersonsFirstSave(parsedBody(text), token) ? 1 : 0);
          } else {
            expect(added, `row stored for invalid input: ${text.slice(0, 300)}`).toBe(0);
          }
          return status;
        },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
