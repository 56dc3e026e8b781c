import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { postJson, signedToken } from "./helpers";

// Issue 11, item 3 (SPEC §4, §8): three inappropriate messages end the chat. The server keeps the count
// with the lead, saves the answers so far, and the ending outlives a reload or a new chat in the session.

type Row = Record<string, unknown>;
const session = () => `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
const ENDING = "I'm unable to continue this conversation. If you'd like to speak with someone about buying a car, " +
  "please call us at (888) 555-1234. Thank you.";
const row = (id: string) => env.DB.prepare("select * from leads where id = ?").bind(id).first<Row>();
const conversation = (...said: string[]) => said.map((content) => ({ role: "user", content }));

async function firstStrike(sessionId: string, answers: Record<string, unknown>, strike = "fuck off") {
  const response = await postJson("/api/chat/leads", {
    sessionId, answers, conversation: conversation(strike), formToken: await signedToken(), honeypot: "", strike,
  });
  expect(response.status).toBe(201);
  return response.json<{ id: string; token: string }>();
}

function strike(lead: { id: string; token: string }, sessionId: string, answers: Record<string, unknown>, text: string, said: string[] = [text]) {
  return SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}/strikes`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
    body: JSON.stringify({ sessionId, answers, conversation: conversation(...said), strike: text }),
  });
}

describe("the three-strike ending", () => {
  it("the first strike creates the lead with the answers so far; the third ends and saves it", async () => {
    const sessionId = session();
    const lead = await firstStrike(sessionId, { name: "Dana", zipCode: "94105" });
    expect(await row(lead.id)).toMatchObject({ first_name: "Dana", zip_code: "94105", inappropriate_strikes: 1, ended_reason: null });

    const second = await strike(lead, sessionId, { name: "Dana", zipCode: "94105", vehicleType: "new" }, "shit car");
    expect(await second.json()).toEqual({ strikes: 2, ended: false });
    const third = await strike(lead, sessionId, { name: "Dana", zipCode: "94105", vehicleType: "new" }, "you bitch", ["fuck off", "shit car", "you bitch"]);
    expect(await third.json()).toEqual({ strikes: 3, ended: true });

    const saved = await row(lead.id);
    expect(saved).toMatchObject({ vehicle_type: "new", inappropriate_strikes: 3, ended_reason: "inappropriate" });
    expect(JSON.parse(String(saved?.conversation_data))).toHaveLength(3);
  });

  it("a strike before the name is answered still creates the lead, with nothing but the conversation", async () => {
    const lead = await firstStrike(session(), {});
    expect(await row(lead.id)).toMatchObject({ first_name: null, inappropriate_strikes: 1, lead_source: "chatbot" });
  });

  it("the count survives a new page: the server's count goes on from where it was", async () => {
    const sessionId = session();
    const lead = await firstStrike(sessionId, { name: "Dana" });
    await strike(lead, sessionId, { name: "Dana" }, "shit");
    // A reloaded page that lost its own count (storage cleared) reports one more: the server says three.
    const afterReload = await strike(lead, sessionId, { name: "Dana" }, "fuck");
    expect(await afterReload.json()).toEqual({ strikes: 3, ended: true });
  });

  it("counts concurrent reports once each", async () => {
    const sessionId = session();
    const lead = await firstStrike(sessionId, { name: "Dana" });
    const answers = await Promise.all([strike(lead, sessionId, { name: "Dana" }, "shit"), strike(lead, sessionId, { name: "Dana" }, "fuck")]);
    const counts = (await Promise.all(answers.map((a) => a.json<{ strikes: number }>()))).map((a) => a.strikes).sort();
    expect(counts).toEqual([2, 3]);
    expect((await row(lead.id))?.inappropriate_strikes).toBe(3);
  });

  it("an ended chat stays ended: no more saves, no new lead for the session, the spec's message", async () => {
    const sessionId = session();
    const lead = await firstStrike(sessionId, { name: "Dana" });
    await strike(lead, sessionId, { name: "Dana" }, "shit");
    await strike(lead, sessionId, { name: "Dana" }, "fuck");

    const update = await SELF.fetch(`https://caradvisor.test/api/chat/leads/${lead.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${lead.token}` },
      body: JSON.stringify({ sessionId, answers: { name: "Eve" }, conversation: [] }),
    });
    expect(update.status).toBe(403);
    expect(await update.json()).toEqual({ error: ENDING });
    expect((await row(lead.id))?.first_name).toBe("Dana");

    // "Start over" in the same browser session: a new chat lead is refused with the same ending.
    const restart = await postJson("/api/chat/leads", { sessionId, answers: { name: "Dana", zipCode: "94105", vehicleType: "new" }, conversation: [], formToken: await signedToken() });
    expect(restart.status).toBe(403);
    expect(await restart.json()).toEqual({ error: ENDING });
    const { n } = (await env.DB.prepare("select count(*) as n from leads where session_id = ?").bind(sessionId).first<{ n: number }>()) ?? {};
    expect(n).toBe(1);

    const more = await strike(lead, sessionId, { name: "Dana" }, "shit");
    expect(await more.json()).toEqual({ strikes: 3, ended: true });
    expect((await row(lead.id))?.inappropriate_strikes).toBe(3);
  });

  it("checks the text with the chat's own rule: a polite message is not a strike", async () => {
    const sessionId = session();
    const polite = await postJson("/api/chat/leads", { sessionId, answers: {}, conversation: [], formToken: await signedToken(), strike: "hello there" });
    expect(polite.status).toBe(400);
    expect((await polite.json<{ fields: Record<string, string> }>()).fields).toEqual({ strike: "This message was not refused." });
    const lead = await firstStrike(sessionId, {});
    expect((await strike(lead, sessionId, {}, "a red Camry")).status).toBe(400);
    expect((await row(lead.id))?.inappropriate_strikes).toBe(1);
  });

  it("needs the lead's token", async () => {
    const sessionId = session();
    const lead = await firstStrike(sessionId, {});
    expect((await strike({ id: lead.id, token: "forged" }, sessionId, {}, "shit")).status).toBe(403);
    expect((await row(lead.id))?.inappropriate_strikes).toBe(1);
  });
});
