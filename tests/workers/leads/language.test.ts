import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_TEXT_VERSION, CONSENT_TEXT_VERSION_ES } from "#app/domain/consent";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { freshAddress, json, mockUpstream, postJson, signedToken, uniqueEmail, validLead } from "#tests/workers/helpers";
import { formBody, postPage } from "#tests/workers/page-app";

// Every lead and every request stores the language the visitor asked in, from each
// public write, with JavaScript (a JSON `language`) or without (a hidden field named `language`).

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

type Stored = { lead: string | undefined; requests: string[] };

/** The language of the lead `where` finds, and of each of its requests, oldest first. */
async function languagesOf(where: { email?: string; id?: string }): Promise<Stored> {
  const lead = where.id
    ? await env.DB.prepare("select id, language from leads where id = ?").bind(where.id).first<{ id: string; language: string }>()
    : await env.DB.prepare("select id, language from leads where email = ?").bind(where.email).first<{ id: string; language: string }>();
  const { results } = await env.DB.prepare("select language from lead_requests where lead_id = ? order by id")
    .bind(lead?.id ?? "")
    .all<{ language: string }>();
  return { lead: lead?.language, requests: results.map((row) => row.language) };
}

const urlencoded = () => ({ "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshAddress() });
const sessionId = () => `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
const CHAT_ANSWERS = { name: "Dana", zipCode: "94105", vehicleType: "new" };

describe("the language of a request", () => {
  it("is stored from the lead form's API, and English when the page sends none", async () => {
    const spanish = await validLead({ language: "es" });
    expect((await postJson("/api/leads", spanish)).status).toBe(200);
    expect(await languagesOf({ email: spanish.email })).toEqual({ lead: "es", requests: ["es"] });
    const english = await validLead();
    expect((await postJson("/api/leads", english)).status).toBe(200);
    expect(await languagesOf({ email: english.email })).toEqual({ lead: "en", requests: ["en"] });
  });

  it("decides the consent wording a form lead stores: the Spanish line's own version from a Spanish page", async () => {
    const consentOf = (email: unknown) =>
      env.DB.prepare("select consent_text_version from leads where email = ?").bind(email).first<string>("consent_text_version");
    const spanish = await validLead({ language: "es" });
    expect((await postJson("/api/leads", spanish)).status).toBe(200);
    expect(await consentOf(spanish.email)).toBe(CONSENT_TEXT_VERSION_ES);
    const english = await validLead();
    expect((await postJson("/api/leads", english)).status).toBe(200);
    expect(await consentOf(english.email)).toBe(CONSENT_TEXT_VERSION);
    expect(CONSENT_TEXT_VERSION_ES).not.toBe(CONSENT_TEXT_VERSION);
    // A Spanish repeat of the English lead is the latest consent, given in Spanish.
    expect((await postJson("/api/leads", await validLead({ email: english.email, phone: english.phone, language: "es" }))).status).toBe(
      200,
    );
    expect(await consentOf(english.email)).toBe(CONSENT_TEXT_VERSION_ES);
  });

  it("is stored from the lead form posted without JavaScript, by its hidden field", async () => {
    const email = uniqueEmail();
    const form = {
      intent: "lead",
      formKind: "bottom",
      formToken: await signedToken(),
      website: "",
      firstName: "María",
      lastName: "López",
      phone: (await validLead()).phone as string,
      email,
      zipCode: "94105",
      make: "Toyota",
      model: "RAV4",
      modelYear: "2025",
      language: "es",
    };
    expect(await (await postPage("/", formBody(form), urlencoded())).json()).toMatchObject({ ok: true });
    expect(await languagesOf({ email })).toEqual({ lead: "es", requests: ["es"] });
  });

  it("is stored from the newsletter signup, with JavaScript and without", async () => {
    const json = uniqueEmail();
    expect((await postJson("/api/newsletter", { email: json, language: "es" })).status).toBe(200);
    expect(await languagesOf({ email: json })).toEqual({ lead: "es", requests: ["es"] });
    const noScript = uniqueEmail();
    expect(
      await (await postPage("/", formBody({ intent: "newsletter", email: noScript, language: "es" }), urlencoded())).json(),
    ).toMatchObject({
      ok: true,
    });
    expect(await languagesOf({ email: noScript })).toEqual({ lead: "es", requests: ["es"] });
  });

  it("is stored from the chat's first save, and from a chat ended by strikes before it had a lead", async () => {
    const created = await postJson("/api/chat/leads", {
      sessionId: sessionId(),
      answers: CHAT_ANSWERS,
      conversation: [],
      formToken: await signedToken(),
      honeypot: "",
      language: "es",
    });
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: string }>();
    expect(await languagesOf({ id })).toEqual({ lead: "es", requests: ["es"] });

    const ended = sessionId();
    for (let strike = 0; strike < 3; strike += 1) {
      const body = { sessionId: ended, answers: {}, conversation: [], formToken: await signedToken(), honeypot: "", strike: "fuck you" };
      expect((await postJson("/api/chat/strikes", { ...body, language: "es" })).status).toBe(200);
    }
    const lead = await env.DB.prepare("select id from leads where session_id = ?").bind(ended).first<{ id: string }>();
    expect(await languagesOf({ id: lead?.id ?? "" })).toEqual({ lead: "es", requests: ["es"] });
  });

  it("of a chat is its first save's: the chat on /es sends es with every save, and a later save keeps the lead as it began", async () => {
    const session = sessionId();
    const created = await postJson("/api/chat/leads", {
      sessionId: session,
      answers: CHAT_ANSWERS,
      conversation: [{ role: "bot", content: "¡Mucho gusto, Dana! ¿Cuál es su código postal?" }],
      formToken: await signedToken(),
      honeypot: "",
      language: "es",
    });
    const { id, token } = await created.json<{ id: string; token: string }>();
    const save = (language: string) =>
      SELF.fetch(`https://caradvisor.test/api/chat/leads/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ sessionId: session, answers: { ...CHAT_ANSWERS, timeline: "now" }, conversation: [], language }),
      });
    expect((await save("es")).status).toBe(200);
    expect(await languagesOf({ id })).toEqual({ lead: "es", requests: ["es"] });
    // The visitor switched to the English page mid-chat: the lead stays the Spanish one it began as.
    expect((await save("en")).status).toBe(200);
    expect(await languagesOf({ id })).toEqual({ lead: "es", requests: ["es"] });
  });

  it("decides the consent wording a chat lead stores: the version of the page where the phone was given", async () => {
    const consentOfChat = async (language: "en" | "es") => {
      const session = sessionId();
      const created = await postJson("/api/chat/leads", {
        sessionId: session,
        answers: CHAT_ANSWERS,
        conversation: [],
        formToken: await signedToken(),
        honeypot: "",
        language,
      });
      const { id, token } = await created.json<{ id: string; token: string }>();
      const saved = await SELF.fetch(`https://caradvisor.test/api/chat/leads/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ sessionId: session, answers: { ...CHAT_ANSWERS, phone: "(415) 555-0142" }, conversation: [], language }),
      });
      expect(saved.status).toBe(200);
      return env.DB.prepare("select consent_text_version from leads where id = ?").bind(id).first<string>("consent_text_version");
    };
    expect(await consentOfChat("es")).toBe(CONSENT_TEXT_VERSION_ES);
    expect(await consentOfChat("en")).toBe(CONSENT_TEXT_VERSION);
  });

  it("of a Spanish repeat makes the person's lead Spanish, and an English one after it leaves it so", async () => {
    const first = await validLead();
    expect((await postJson("/api/leads", first)).status).toBe(200);
    const again = { email: first.email, phone: first.phone };
    expect((await postJson("/api/leads", await validLead({ ...again, language: "es" }))).status).toBe(200);
    expect((await postJson("/api/leads", await validLead({ ...again, language: "en" }))).status).toBe(200);
    expect(await languagesOf({ email: first.email as string })).toEqual({ lead: "es", requests: ["en", "es", "en"] });
  });

  it("refuses a language other than English and Spanish, storing nothing", async () => {
    const lead = await validLead({ language: "fr" });
    const response = await postJson("/api/leads", lead);
    expect(response.status).toBe(400);
    expect(await languagesOf({ email: lead.email as string })).toEqual({ lead: undefined, requests: [] });
    expect((await postJson("/api/newsletter", { email: uniqueEmail(), language: "de" })).status).toBe(400);
  });
});

describe("the language of the answer", () => {
  it("is the page's: a lead form's field messages come back in Spanish from /es, with JavaScript and without", async () => {
    const wrong = { firstName: "A", email: "dana@gmial.com", zipCode: "", language: "es" };
    const spanish = {
      firstName: "El nombre debe tener al menos 2 caracteres",
      email: "¿Quiso decir dana@gmail.com?",
      zipCode: "El código postal es obligatorio",
    };
    const response = await postJson("/api/leads", await validLead(wrong));
    expect(response.status).toBe(400);
    expect((await response.json<{ fields: unknown }>()).fields).toEqual(spanish);
    const form = {
      intent: "lead",
      formKind: "bottom",
      formToken: await signedToken(),
      website: "",
      firstName: "A",
      lastName: "López",
      phone: "4155550142",
      email: "dana@gmial.com",
      zipCode: "",
      make: "Toyota",
      model: "RAV4",
      modelYear: "2025",
      language: "es",
    };
    expect(await (await postPage("/es", formBody(form), urlencoded())).json()).toMatchObject({ ok: false, fields: spanish });
  });

  it("is the page's for the newsletter box, and English when the page names none", async () => {
    const spanish = await postJson("/api/newsletter", { email: "dana@mailinator.com", language: "es" });
    expect(await spanish.json()).toMatchObject({
      fields: { email: "Use un correo electrónico válido (no se aceptan dominios de prueba)" },
    });
    const english = await postJson("/api/newsletter", { email: "dana@mailinator.com" });
    expect(await english.json()).toMatchObject({ fields: { email: "Please use a valid email address (test domains not allowed)" } });
  });
});
