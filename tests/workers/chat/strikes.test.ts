import { env, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { housekeeping } from "#worker/scheduled";
import { postJson, signedToken } from "#tests/workers/helpers";

// SPEC §4 and §8: three inappropriate messages end the chat. The server counts them
// per chat session (the browser tab's session id), in D1, without creating a lead: the lead still comes
// with the first answer after the ZIP. The third saves the chat lead, ended, with the answers so far; a
// reload or "Start over" in the same tab keeps the count.

type Row = Record<string, unknown>;
const session = () => `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
const ENDING =
  "I'm unable to continue this conversation. If you'd like to speak with someone about buying a car, " +
  "please call us at (888) 555-1234. Thank you.";
const START = { name: "Dana", zipCode: "94105", vehicleType: "new" };
const row = (id: string) => env.DB.prepare("select * from leads where id = ?").bind(id).first<Row>();
const leadsOf = async (sessionId: string) =>
  (await env.DB.prepare("select * from leads where session_id = ?").bind(sessionId).all<Row>()).results;
const conversation = (...said: string[]) => said.map((content) => ({ role: "user", content }));

/** A strike before the browser holds a lead: screened as a lead form is (token, honeypot). */
async function sessionStrike(sessionId: string, answers: Record<string, unknown>, text: string, said: string[] = [text]) {
  return postJson("/api/chat/strikes", {
    sessionId,
    answers,
    conversation: conversation(...said),
    formToken: await signedToken(),
    honeypot: "",
    strike: text,
  });
}

/** A strike once the browser holds the lead and its token. */
function leadStrike(
  lead: { id: string; token: string },
  sessionId: string,
  answers: Record<string, unknown>,
  text: string,
  said: string[] = [text],
) {
  return SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}/strikes`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
    body: JSON.stringify({ sessionId, answers, conversation: conversation(...said), strike: text }),
  });
}

async function createLead(sessionId: string, answers: Record<string, unknown> = START) {
  return postJson("/api/chat/leads", { sessionId, answers, conversation: [], formToken: await signedToken(), honeypot: "" });
}

describe("strikes in either language", () => {
  it("count a Spanish insult on the English chat and an English one on the Spanish chat, and refuse none of ordinary Spanish", async () => {
    const sessionId = session();
    expect(await (await sessionStrike(sessionId, {}, "eres un pendejo")).json()).toEqual({ strikes: 1, ended: false });
    const spanishPage = await postJson("/api/chat/strikes", {
      sessionId,
      answers: {},
      conversation: conversation("fuck off"),
      formToken: await signedToken(),
      honeypot: "",
      strike: "fuck off",
      language: "es",
    });
    expect(await spanishPage.json()).toEqual({ strikes: 2, ended: false });
    // A word the Spanish list does not refuse is no strike: the server checks the message it is sent.
    const ordinary = await sessionStrike(sessionId, {}, "una disputa con mi computadora");
    expect(ordinary.status).toBe(400);
    expect(await leadsOf(sessionId)).toEqual([]);
  });
});

describe("strikes before there is a lead", () => {
  it("are counted per session and create no lead; the third saves the chat lead, ended, with the answers so far", async () => {
    const sessionId = session();
    expect(await (await sessionStrike(sessionId, {}, "fuck off")).json()).toEqual({ strikes: 1, ended: false });
    expect(await (await sessionStrike(sessionId, { name: "Dana" }, "shit")).json()).toEqual({ strikes: 2, ended: false });
    expect(await leadsOf(sessionId)).toEqual([]);

    const third = await sessionStrike(sessionId, { name: "Dana" }, "you bitch", ["fuck off", "Dana", "shit", "you bitch"]);
    expect(await third.json()).toEqual({ strikes: 3, ended: true });
    const [saved] = await leadsOf(sessionId);
    expect(saved).toMatchObject({ first_name: "Dana", lead_source: "chatbot", inappropriate_strikes: 3, ended_reason: "inappropriate" });
    expect(JSON.parse(String(saved?.conversation_data))).toHaveLength(4);
    expect(await leadsOf(sessionId)).toHaveLength(1);
  });

  it("carry over to the lead the first answer after the ZIP creates, which shows the count", async () => {
    const sessionId = session();
    await sessionStrike(sessionId, {}, "fuck off");
    const created = await createLead(sessionId);
    expect(created.status).toBe(201);
    const lead = await created.json<{ id: string; token: string }>();
    expect(await row(lead.id)).toMatchObject({ inappropriate_strikes: 1, ended_reason: null });
    expect(await (await leadStrike(lead, sessionId, START, "shit")).json()).toEqual({ strikes: 2, ended: false });
    expect((await row(lead.id))?.inappropriate_strikes).toBe(2);
  });

  it("survive a reload or Start over in the same tab: the session's count goes on", async () => {
    const sessionId = session();
    await sessionStrike(sessionId, {}, "shit");
    await sessionStrike(sessionId, {}, "fuck");
    // A fresh page in the same tab has lost its own count; the server's is two, so this is the third.
    expect(await (await sessionStrike(sessionId, {}, "bitch")).json()).toEqual({ strikes: 3, ended: true });
    // …and a new chat in the session is refused its lead with the spec's ending.
    const again = await createLead(sessionId);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: ENDING });
    expect(await leadsOf(sessionId)).toHaveLength(1);
  });

  it("counts concurrent reports once each, and saves one lead", async () => {
    const sessionId = session();
    const answers = await Promise.all(["shit", "fuck", "bitch"].map((text) => sessionStrike(sessionId, { name: "Dana" }, text)));
    const counts = (await Promise.all(answers.map((a) => a.json<{ strikes: number }>()))).map((a) => a.strikes).sort();
    expect(counts).toEqual([1, 2, 3]);
    expect(await leadsOf(sessionId)).toEqual([expect.objectContaining({ inappropriate_strikes: 3, ended_reason: "inappropriate" })]);
  });

  it("are screened as a lead form is: no token is a 400, a bot's counts nothing", async () => {
    const sessionId = session();
    const unsigned = await postJson("/api/chat/strikes", { sessionId, answers: {}, conversation: [], honeypot: "", strike: "shit" });
    expect(unsigned.status).toBe(400);
    for (let i = 0; i < 3; i++) {
      await postJson("/api/chat/strikes", {
        sessionId,
        answers: {},
        conversation: [],
        formToken: await signedToken(),
        honeypot: "https://spam.example",
        strike: "shit",
      });
    }
    expect(await leadsOf(sessionId)).toEqual([]);
    expect(await (await sessionStrike(sessionId, {}, "shit")).json()).toEqual({ strikes: 1, ended: false });
  });
});

describe("strikes on a lead", () => {
  it("save the answers so far; the third ends the lead", async () => {
    const sessionId = session();
    const lead = await (await createLead(sessionId)).json<{ id: string; token: string }>();
    expect(await (await leadStrike(lead, sessionId, { ...START, timeline: "now" }, "shit car")).json()).toEqual({
      strikes: 1,
      ended: false,
    });
    expect(await (await leadStrike(lead, sessionId, { ...START, timeline: "now" }, "fuck off")).json()).toEqual({
      strikes: 2,
      ended: false,
    });
    const third = await leadStrike(lead, sessionId, { ...START, timeline: "now" }, "you bitch", ["shit car", "fuck off", "you bitch"]);
    expect(await third.json()).toEqual({ strikes: 3, ended: true });
    const saved = await row(lead.id);
    expect(saved).toMatchObject({ timeline: "now", inappropriate_strikes: 3, ended_reason: "inappropriate" });
    expect(JSON.parse(String(saved?.conversation_data))).toHaveLength(3);
  });

  it("an ended chat stays ended: no more saves (409), no new lead for the session, the spec's message", async () => {
    const sessionId = session();
    const lead = await (await createLead(sessionId)).json<{ id: string; token: string }>();
    for (const text of ["shit", "fuck", "bitch"]) await leadStrike(lead, sessionId, START, text);

    const update = await SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
      body: JSON.stringify({ sessionId, answers: { name: "Eve" }, conversation: [] }),
    });
    expect(update.status).toBe(409);
    expect(await update.json()).toEqual({ error: ENDING });
    expect((await row(lead.id))?.first_name).toBe("Dana");
    expect((await createLead(sessionId)).status).toBe(409);
    expect(await leadsOf(sessionId)).toHaveLength(1);
    // Counting stops at the ending.
    expect(await (await leadStrike(lead, sessionId, START, "shit")).json()).toEqual({ strikes: 3, ended: true });
    expect((await row(lead.id))?.inappropriate_strikes).toBe(3);
  });

  it("checks the text with the chat's own rule: a polite message is not a strike", async () => {
    const sessionId = session();
    const polite = await sessionStrike(sessionId, {}, "hello there");
    expect(polite.status).toBe(400);
    expect((await polite.json<{ fields: Record<string, string> }>()).fields).toEqual({ strike: "This message was not refused." });
    const lead = await (await createLead(sessionId)).json<{ id: string; token: string }>();
    expect((await leadStrike(lead, sessionId, START, "a red Camry")).status).toBe(400);
    expect((await row(lead.id))?.inappropriate_strikes).toBe(0);
  });

  it("counts an email refused by its letters, as the browser screens the email question", async () => {
    // As a message, "@" reads as "a" and the word is gone; as an address it stands alone.
    const sessionId = session();
    expect(await (await sessionStrike(sessionId, {}, "cock@x.com")).json()).toEqual({ strikes: 1, ended: false });
    expect((await sessionStrike(sessionId, {}, "Quiero un carro negro")).status).toBe(400);
  });

  it("needs the lead's token", async () => {
    const sessionId = session();
    const lead = await (await createLead(sessionId)).json<{ id: string; token: string }>();
    expect((await leadStrike({ id: lead.id, token: "forged" }, sessionId, START, "shit")).status).toBe(403);
    expect((await row(lead.id))?.inappropriate_strikes).toBe(0);
  });
});

describe("a session's count", () => {
  it("is forgotten by the daily housekeeping 7 days after its last strike, as the browser forgets the chat", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const now = new Date("2026-11-23T10:43:00.000Z");
    const day = 86_400_000;
    await env.DB.batch([
      env.DB.prepare("insert into chat_strikes (session_id, strikes, updated_at) values ('old-session', 3, ?)").bind(
        new Date(now.getTime() - 7 * day - 1000).toISOString(),
      ),
      env.DB.prepare("insert into chat_strikes (session_id, strikes, updated_at) values ('recent-session', 3, ?)").bind(
        new Date(now.getTime() - 6 * day).toISOString(),
      ),
    ]);
    await housekeeping(env, now);
    const left = await env.DB.prepare("select session_id from chat_strikes where session_id in ('old-session', 'recent-session')").all<{
      session_id: string;
    }>();
    expect(left.results).toEqual([{ session_id: "recent-session" }]);
    vi.restoreAllMocks();
  });
});
