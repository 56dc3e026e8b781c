import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import {
  freshAddress,
  json,
  leadRowsByEmail,
  mockUpstream,
  postJson,
  signedToken,
  uniqueEmail,
  uniquePhone,
  validLead,
} from "#tests/workers/helpers";
import { formBody, postPage } from "#tests/workers/page-app";

// A number written with the US country code, as contacts and autofill give it, is
// stored as its ten digits, from either form (with or without JavaScript) and from the chat.

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
});
afterEach(() => vi.restoreAllMocks());

const SHAPES: [string, (a: string, b: string, c: string) => string][] = [
  ["+1 (AAA) BBB-CCCC", (a, b, c) => `+1 (${a}) ${b}-${c}`],
  ["1-AAA-BBB-CCCC", (a, b, c) => `1-${a}-${b}-${c}`],
  ["+1 AAA.BBB.CCCC", (a, b, c) => `+1 ${a}.${b}.${c}`],
  ["1AAABBBCCCC", (a, b, c) => `1${a}${b}${c}`],
  ["+1AAABBBCCCC", (a, b, c) => `+1${a}${b}${c}`],
];

/** A fresh valid number, as ten digits and written in the given shape. */
function written(shape: (a: string, b: string, c: string) => string) {
  const digits = uniquePhone();
  return { digits, text: shape(digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)) };
}
const formatted = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;

describe("a phone with the US country code", () => {
  it.each(SHAPES)("from the form's API, %s is stored as its ten digits", async (_name, shape) => {
    const phone = written(shape);
    const lead = await validLead({ phone: phone.text });
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    const rows = await leadRowsByEmail(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: formatted(phone.digits), phone_digits: phone.digits });
  });

  it("from a form posted without JavaScript, the field's text is stored as its ten digits", async () => {
    const phone = written((a, b, c) => `+1 (${a}) ${b}-${c}`);
    const email = uniqueEmail("nojs-phone");
    const form = {
      intent: "lead",
      formKind: "bottom",
      formToken: await signedToken(),
      website: "",
      firstName: "Maria",
      lastName: "Lopez",
      phone: phone.text,
      email,
      zipCode: "94105",
      make: "Toyota",
      model: "RAV4",
      modelYear: "2025",
    };
    const headers = { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshAddress() };
    expect(await (await postPage("/", formBody(form), headers)).json()).toMatchObject({ ok: true });
    expect(await leadRowsByEmail(email)).toMatchObject([{ phone: formatted(phone.digits), phone_digits: phone.digits }]);
  });

  it.each(SHAPES)("from the chat, %s is stored as its ten digits", async (_name, shape) => {
    const phone = written(shape);
    const answers = { name: "Dana", zipCode: "94105", vehicleType: "new", readyToTalk: "yes", phone: phone.text };
    const sessionId = `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const response = await postJson("/api/chat/leads", {
      sessionId,
      answers,
      conversation: [],
      formToken: await signedToken(),
      honeypot: "",
    });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    const row = await env.DB.prepare("select phone, phone_digits from leads where id = ?").bind(id).first();
    expect(row).toEqual({ phone: phone.digits, phone_digits: phone.digits });
  });

  it("another country's number gets its message and stores nothing", async () => {
    const lead = await validLead({ phone: "+44 20 7946 0958" });
    const response = await postJson("/api/leads", lead);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { phone: "Please enter a US phone number" } });
    expect(await leadRowsByEmail(lead.email)).toHaveLength(0);
  });
});
