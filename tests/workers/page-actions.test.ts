import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { addAdvisor, addLead, sessionCookie } from "./admin/admin-helpers";
import { freshAddress, json, leadRowsByEmail, mockUpstream, signedToken, uniqueEmail, uniquePhone } from "./helpers";
import { formBody, postPage } from "./page-app";

// Forms posted without JavaScript to a page. The body is capped at 64 KB before it
// is read, the rate limit comes before the form is parsed, and nothing longer than its field comes back.

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
});
afterEach(() => vi.restoreAllMocks());

const urlencoded = (address = freshAddress()) => ({ "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": address });
const EXPIRED = "This form has expired. Please submit it again.";

async function leadForm(overrides: Record<string, string> = {}) {
  return {
    intent: "lead",
    formKind: "bottom",
    formToken: await signedToken(),
    website: "",
    firstName: "Maria",
    lastName: "Lopez",
    phone: uniquePhone(),
    email: uniqueEmail("nojs"),
    zipCode: "94105",
    make: "Toyota",
    model: "RAV4",
    modelYear: "2025",
    ...overrides,
  };
}

describe("page POST bodies", () => {
  it("refuses a body over 64 KB with 413 before the page reads it", async () => {
    const email = uniqueEmail("huge");
    const response = await postPage("/", formBody({ intent: "newsletter", email: `${email}${" ".repeat(70_000)}` }), urlencoded());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body too large" });
    expect(await leadRowsByEmail(email)).toHaveLength(0);
  });

  it("refuses it through the deployed Worker's root too, whatever the page", async () => {
    for (const path of ["/", "/landing/V2", "/privacy", "/anything"]) {
      const response = await SELF.fetch(`https://caradvisor.test${path}`, {
        method: "POST",
        headers: urlencoded(),
        body: "x".repeat(64 * 1024 + 1),
      });
      expect(response.status).toBe(413);
    }
    const small = await SELF.fetch("https://caradvisor.test/", { method: "POST", headers: urlencoded(), body: "x".repeat(1024) });
    expect(small.status).toBe(200);
  });

  it("never echoes a value longer than its field allows (a 60 KB newsletter address came back twice)", async () => {
    const huge = `${"a".repeat(60_000)}@gmail.com`;
    const newsletter = await (await postPage("/", formBody({ intent: "newsletter", email: huge }), urlencoded())).json<{
      email: string;
      ok: boolean;
    }>();
    expect(newsletter.ok).toBe(false);
    expect(newsletter.email.length).toBeLessThanOrEqual(200);

    const lead = await (
      await postPage("/", formBody(await leadForm({ firstName: "M".repeat(50_000), source: "x".repeat(5_000) })), urlencoded())
    ).json<{
      values: Record<string, string>;
      source?: string;
    }>();
    expect(Math.max(...Object.values(lead.values).map((v) => v.length))).toBeLessThanOrEqual(200);
    expect(lead.source).toBeUndefined();
  });

  it("reads a body that is not a form as an empty form: errors, no 5xx", async () => {
    for (const [type, body] of [
      ["application/json", '{"intent":"lead"}'],
      ["multipart/form-data; boundary=x", "--y\r\nbroken"],
      ["text/plain", "hello"],
    ]) {
      const response = await postPage("/", body ?? "", { "content-type": type ?? "", "cf-connecting-ip": freshAddress() });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ intent: "lead", ok: false, fields: { formKind: expect.any(String) } });
    }
  });
});

describe("every page action reads a body that is not a form as an empty form", () => {
  const NOT_FORMS = [
    ["application/json", '{"intent":"address","email":"dana@gmail.com"}'],
    ["multipart/form-data; boundary=x", "--y\r\nbroken"],
    ["text/plain", "hello"],
  ];

  it("answers its own 400, never a 500: unsubscribe, newsletter confirmation, sign-in and the admin's forms", async () => {
    const advisor = await addAdvisor();
    const cookie = await sessionCookie(advisor);
    const lead = await addLead();
    const paths = ["/unsubscribe", "/newsletter/confirm", "/admin/login", "/admin/account", `/admin/leads/${lead}`, "/admin/deals"];
    for (const path of paths) {
      for (const [type, body] of NOT_FORMS) {
        const response = await postPage(path, body ?? "", { "content-type": type ?? "", "cf-connecting-ip": freshAddress(), cookie });
        expect(response.status, `${path} with ${type}`).toBe(400);
      }
    }
    expect(await env.DB.prepare("select id from leads where id = ?").bind(lead).first()).not.toBeNull();
  });
});

describe("the rate limit of page forms", () => {
  it("turns a client away past the limit, keeps what they typed, and stores nothing", async () => {
    const address = freshAddress();
    const statuses: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await (await postPage("/", formBody({ intent: "newsletter", email: uniqueEmail() }), urlencoded(address))).json<{
        ok: boolean;
      }>();
      statuses.push(answer.ok);
    }
    expect(statuses).toEqual(Array(10).fill(true));
    const form = await leadForm();
    const limited = await (await postPage("/", formBody(form), urlencoded(address))).json<{
      ok: boolean;
      fields: Record<string, string>;
      values: Record<string, string>;
    }>();
    expect(limited).toMatchObject({
      ok: false,
      fields: { _: "Too many requests. Please wait a minute and try again." },
      values: { email: form.email },
    });
    expect(await leadRowsByEmail(form.email)).toHaveLength(0);
  });
});

describe("form tokens without JavaScript", () => {
  it("an expired token gets the plain message and a fresh token in the page; submitting again stores the lead", async () => {
    const form = await leadForm({ formToken: await signedToken(2 * 60 * 60 * 1000 + 60_000) });
    const answer = await (await postPage("/", formBody(form), urlencoded())).json<{
      ok: boolean;
      fields: Record<string, string>;
      formToken: string;
      values: Record<string, string>;
    }>();
    expect(answer).toMatchObject({ ok: false, fields: { _: EXPIRED }, values: { email: form.email, firstName: "Maria" } });
    expect(await leadRowsByEmail(form.email)).toHaveLength(0);

    const again = await (await postPage("/", formBody({ ...form, formToken: answer.formToken }), urlencoded())).json<{ ok: boolean }>();
    expect(again.ok).toBe(true);
    expect(await leadRowsByEmail(form.email)).toHaveLength(1);
    expect((await leadRowsByEmail(form.email))[0]).toMatchObject({
      lead_source: "landing_page_cta",
      consent_text_version: expect.any(String),
    });
  });

  it("field errors keep the page's token, so the corrected form is not taken for a bot", async () => {
    const form = await leadForm();
    const answer = await (await postPage("/", formBody({ ...form, zipCode: "9" }), urlencoded())).json<{ formToken: string }>();
    expect(answer.formToken).toBe(form.formToken);
  });
});
