import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { housekeeping } from "#worker/scheduled";
import { formTokenAgeMs, issueFormToken } from "#worker/services/guards/form-token.server";
import { submitFormLead } from "#worker/services/leads/form-leads.server";
import { json, leadRowsByEmail, mockUpstream, postJson, signedToken, validLead } from "#tests/workers/helpers";

// A form token lives 2 hours, gives at most one stored request, and survives a key
// rotation; a real person holding an expired or used token is asked to submit again, never dropped.

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
});
afterEach(() => vi.restoreAllMocks());

const TWO_HOURS = 2 * 60 * 60 * 1000;
const EXPIRED = "This form has expired. Please submit it again.";
type Answer = { ok?: boolean; error?: string; fields?: Record<string, string>; formToken?: string };

describe("token expiry", () => {
  it("an expired token gets a fresh token and a plain message; submitting again at once stores the lead", async () => {
    const lead = await validLead({ formToken: await signedToken(TWO_HOURS + 60_000) });
    const refused = await postJson("/api/leads", lead);
    expect(refused.status).toBe(400);
    const body = await refused.json<Answer>();
    expect(body).toEqual({ error: EXPIRED, fields: { _: EXPIRED }, formToken: expect.any(String) });
    expect(await leadRowsByEmail(lead.email)).toHaveLength(0);

    // The fresh token is usable right away: the person already waited, so this is not taken for a bot.
    const again = await postJson("/api/leads", { ...lead, formToken: body.formToken });
    expect(again.status).toBe(200);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
  });

  it("a token just under 2 hours old still works", async () => {
    const lead = await validLead({ formToken: await signedToken(TWO_HOURS - 60_000) });
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
  });
});

describe("single use", () => {
  it("one token gives one lead: a second request with it is asked to submit again with a fresh token", async () => {
    const formToken = await signedToken();
    const first = await validLead({ formToken });
    const answer = await postJson("/api/leads", first);
    expect(answer.status).toBe(200);
    // The page's next token comes with the answer, so a second form on the page works.
    const next = (await answer.json<Answer>()).formToken;
    expect(next).toEqual(expect.any(String));
    expect(next).not.toBe(formToken);

    const replay = await validLead({ formToken });
    const refused = await postJson("/api/leads", replay);
    expect(refused.status).toBe(400);
    const body = await refused.json<Answer>();
    expect(body.fields).toEqual({ _: EXPIRED });
    expect(await leadRowsByEmail(replay.email)).toHaveLength(0);

    expect((await postJson("/api/leads", { ...replay, formToken: body.formToken })).status).toBe(200);
    expect(await leadRowsByEmail(replay.email)).toHaveLength(1);
  });

  it("one token sent 10 times at once stores one request: the claim and the check are one statement", async () => {
    const formToken = await signedToken();
    const first = await validLead({ formToken });
    // Ten different people's details, so the person-level duplicate rule cannot be what stops them.
    const sent = await Promise.all(Array.from({ length: 10 }, async () => validLead({ formToken, context: first.context })));
    const answers = await Promise.all(sent.map((lead) => postJson("/api/leads", lead)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const stored = await env.DB.prepare(`select count(*) as n from lead_requests where email in (${sent.map(() => "?").join(",")})`)
      .bind(...sent.map((l) => l.email))
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
    // The others are told to submit again, with a fresh token: nothing a person sent is dropped silently.
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(await refused.json<Answer>()).toMatchObject({ fields: { _: EXPIRED }, formToken: expect.any(String) });
  });

  it("the next token keeps the page's render time: a second form sent right after the first is stored", async () => {
    const first = await validLead();
    const next = (await (await postJson("/api/leads", first)).json<Answer>()).formToken;
    const second = await validLead({ email: first.email, phone: first.phone, make: "Honda", model: "Pilot", formToken: next });
    expect((await postJson("/api/leads", second)).status).toBe(200);
    const [lead] = await leadRowsByEmail(first.email);
    expect(lead?.request_count).toBe(2);
  });

  it("a field error does not use the token up: the corrected form goes through with it", async () => {
    const formToken = await signedToken();
    const lead = await validLead({ formToken });
    const wrong = await postJson("/api/leads", { ...lead, zipCode: "941" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<Answer>()).formToken).toBe(formToken);
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
  });

  it("a bot's replay of a used token stores nothing", async () => {
    const formToken = await signedToken();
    await postJson("/api/leads", await validLead({ formToken }));
    const bot = await validLead({ formToken, honeypot: "https://spam.example" });
    expect((await postJson("/api/leads", bot)).status).toBe(200);
    expect(await leadRowsByEmail(bot.email)).toHaveLength(0);
  });
});

describe("used tokens' claims", () => {
  it("are forgotten by the daily housekeeping once their tokens could only be expired", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const now = new Date("2026-11-23T10:43:00.000Z");
    await env.DB.batch([
      env.DB.prepare("insert into form_token_uses (nonce, used_at) values ('spent', ?)").bind(
        new Date(now.getTime() - TWO_HOURS - 1000).toISOString(),
      ),
      env.DB.prepare("insert into form_token_uses (nonce, used_at) values ('recent', ?)").bind(
        new Date(now.getTime() - TWO_HOURS + 60_000).toISOString(),
      ),
    ]);
    await housekeeping(env, now);
    const left = await env.DB.prepare("select nonce from form_token_uses where nonce in ('spent', 'recent')").all<{ nonce: string }>();
    expect(left.results).toEqual([{ nonce: "recent" }]);
  });
});

describe("rotating FORM_TOKEN_KEY", () => {
  const OLD = "the-key-before-rotation-0123";
  const NEW = "the-key-after-rotation-45678";
  const facts = { userAgent: "vitest-agent/1.0" };

  async function submitWith(keys: Record<string, string>, tokenKey: string) {
    const lead = await validLead({ formToken: await issueFormToken(tokenKey, Date.now() - 10_000) });
    const outcome = await submitFormLead({ ...env, ...keys }, lead, facts);
    return { outcome, rows: await leadRowsByEmail(lead.email) };
  }

  it("accepts a token signed with FORM_TOKEN_KEY_PREVIOUS while it is set", async () => {
    const { outcome, rows } = await submitWith({ FORM_TOKEN_KEY: NEW, FORM_TOKEN_KEY_PREVIOUS: OLD }, OLD);
    expect(outcome.ok).toBe(true);
    expect(rows).toHaveLength(1);
  });

  it("takes a token of a removed key for a bot, as any token it did not sign", async () => {
    const { outcome, rows } = await submitWith({ FORM_TOKEN_KEY: NEW, FORM_TOKEN_KEY_PREVIOUS: "" }, OLD);
    expect(outcome.ok).toBe(true);
    expect(rows).toHaveLength(0);
  });

  it("signs the page's next token with the new key", async () => {
    const { outcome } = await submitWith({ FORM_TOKEN_KEY: NEW, FORM_TOKEN_KEY_PREVIOUS: OLD }, OLD);
    const next = outcome.formToken ?? "";
    expect(await formTokenAgeMs(NEW, next)).toEqual(expect.any(Number));
    expect(await formTokenAgeMs(OLD, next)).toBeNull();
  });
});
