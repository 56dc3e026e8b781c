import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { DESK_CLOSE, type DeskRequest } from "#app/domain/desk/messages";
import { DESK_TIMING } from "#app/domain/desk/timing";
import { leadPage } from "#app/routes/admin/lead.server";
import { signOutAction } from "#app/routes/admin/login.server";
import { changeBooking } from "#worker/services/buyers/bookings.server";
import { Desk } from "#worker/services/desk";
import { advisorTag } from "#worker/services/desk/seats.server";
import { handleLeadWrites } from "#worker/services/leads/writes.server";
import { storeFormLead, submitFormLead } from "#worker/services/leads/form-leads.server";
import { addAdvisor, addLead, PAGE, pageContext, postLeadForm, sessionCookie, settle } from "#tests/workers/admin/admin-helpers";
import { json, leadRowsByEmail, mockUpstream, postJson, queueBatch, validLead } from "#tests/workers/helpers";
import { advisorPage, deskStub, openPage, type Page, until } from "./desk-helpers";

// The live desk in workerd (docs/decisions/053): signed-in advisors' pages through the Worker's real admin
// route, the desk's Durable Object behind it, and the request forms that tell it.

// Each test signs advisors in and opens their sockets through the Worker (twenty in one): on a shared
// machine under load that outlasts the default 5 s, and a test cut short leaves sockets open for the next.
vi.setConfig({ testTimeout: 30_000 });

const pages: Page[] = [];
const open = async (...args: Parameters<typeof advisorPage>) => {
  const page = await advisorPage(...args);
  pages.push(page);
  return page;
};

beforeEach(() => {
  mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const page of pages.splice(0)) if (!page.closed) page.ws.close(1000, "test over");
});

const request = (values: Partial<DeskRequest> = {}): DeskRequest => ({
  leadId: crypto.randomUUID(),
  kind: "form",
  at: new Date().toISOString(),
  language: "en",
  ...values,
});

/** The lead a form's email was stored under. */
const leadIdOf = async (email: string) => {
  const [row] = await leadRowsByEmail(email);
  return String(row?.id);
};

describe("a stored request", () => {
  it("reaches every open page, each tab of each advisor, with the lead's id, kind, time and language and nothing else", async () => {
    const [ana, ben, cy] = await Promise.all([addAdvisor({ name: "Ana" }), addAdvisor({ name: "Ben" }), addAdvisor({ name: "Cy" })]);
    const open5 = [await open(ana), await open(ana), await open(ben), await open(cy), await open(cy)];
    const lead = await validLead({ language: "es" });
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    const leadId = await leadIdOf(lead.email);
    for (const page of open5) {
      const event = await page.next("request", { where: (message) => message.leadId === leadId });
      expect(Object.keys(event).sort()).toEqual(["at", "kind", "language", "leadId", "seq", "type"]);
      expect(event).toMatchObject({ kind: "form", language: "es" });
    }
    // The same person asking again is a repeat, on the same lead.
    const again = await validLead({ email: lead.email, phone: lead.phone });
    expect((await postJson("/api/leads", again)).status).toBe(200);
    for (const page of open5) await page.next("request", { where: (message) => message.leadId === leadId && message.kind === "repeat" });
  });

  it("reaches the pages when a buyer books, moves or cancels their call on their own page", async () => {
    const page = await open(await addAdvisor({ name: "Bo" }));
    const leadId = await addLead({ phone: "4155550125", phoneDigits: "4155550125", language: "es" });
    expect((await changeBooking(env, leadId, { kind: "asap" })).outcome).toBe("booked");
    expect(await page.next("request", { where: (message) => message.leadId === leadId })).toMatchObject({ kind: "booked", language: "es" });
    expect((await changeBooking(env, leadId, { kind: "cancel" })).outcome).toBe("cancelled");
    await page.next("request", { where: (message) => message.leadId === leadId && message.kind === "cancelled" });
  });

  it("reaches the pages from the lead-writes queue too, once D1 takes the form lead D1 refused", async () => {
    const page = await open(await addAdvisor());
    const send = vi.spyOn(env.LEAD_WRITES, "send").mockResolvedValue(undefined as never);
    const lead = await validLead();
    const down = vi.spyOn(env.DB, "prepare").mockImplementation(() => {
      throw new Error("D1_ERROR: Network connection lost.");
    });
    expect((await postJson("/api/leads", lead)).status).toBe(200);
    down.mockRestore();
    const { batch } = queueBatch("lead-writes", send.mock.calls[0]?.[0]);
    await handleLeadWrites(batch, env, storeFormLead);
    const leadId = await leadIdOf(lead.email);
    await page.next("request", { where: (message) => message.leadId === leadId && message.kind === "form" });
  });

  it("is stored for the visitor when the desk cannot be reached: telling it fails quietly", async () => {
    vi.spyOn(env.DESK, "getByName").mockImplementation(() => {
      throw new Error("desk unreachable");
    });
    const lead = await validLead();
    const answer = await postJson("/api/leads", lead);
    expect(answer.status).toBe(200);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
    // And straight from the service, as the no-JavaScript form action calls it.
    const other = await validLead();
    expect(await submitFormLead(env, other, { userAgent: "vitest" })).toMatchObject({ ok: true });
  });

  it("reaches 20 pages at once, each once", async () => {
    const advisors = await Promise.all(Array.from({ length: 10 }, (_, i) => addAdvisor({ name: `Many ${i}` })));
    const many = await Promise.all(advisors.flatMap((advisor) => [open(advisor), open(advisor)]));
    const sent = request({ kind: "chat", language: "es" });
    const seq = await deskStub().notify(sent);
    for (const page of many) {
      await page.next("request", { where: (message) => message.seq === seq });
      expect(page.messages.filter((message) => message.type === "request" && message.seq === seq)).toHaveLength(1);
    }
  });
});

describe("hibernation", () => {
  it("keeps each socket's advisor, open lead and call in its attachment: the desk evicted, presence and news go on", async () => {
    const [ana, ben] = await Promise.all([addAdvisor({ name: "Ana Keep" }), addAdvisor({ name: "Ben Keep" })]);
    const leadId = crypto.randomUUID();
    const anaPage = await open(ana);
    anaPage.send({ type: "viewing", leadId });
    anaPage.send({ type: "calling", leadId });
    await anaPage.next("presence", { where: (message) => message.leads.some((lead) => lead.people.some((p) => p.callingSince !== null)) });

    await evictDurableObject(deskStub());
    await runInDurableObject(deskStub(), (desk: Desk, state) => {
      expect(desk).toBeInstanceOf(Desk);
      expect(state.getWebSockets(advisorTag(ana.id))).toHaveLength(1);
    });

    const benPage = await open(ben);
    const hello = await benPage.next("hello");
    expect(hello.presence).toEqual([{ leadId, people: [{ advisorId: ana.id, name: "Ana Keep", callingSince: expect.any(Number) }] }]);
    const seq = await deskStub().notify(request());
    await anaPage.next("request", { where: (message) => message.seq === seq });
    // The page's heartbeat is answered without waking the desk.
    anaPage.ws.send("ping");
    await until(() => anaPage.messages.length > 0);
  });
});

describe("a page that reconnects", () => {
  it("is sent the requests it missed since the last number it saw, and told when they are no longer kept", async () => {
    const advisor = await addAdvisor();
    const first = await open(advisor);
    const seen = (await first.next("hello")).seq;
    first.ws.close(1000, "dropped");
    const missed = [request(), request({ kind: "repeat" }), request({ kind: "chat", language: "es" })];
    for (const sent of missed) await deskStub().notify(sent);
    const back = await open(advisor, `?since=${seen}`);
    const hello = await back.next("hello");
    expect(hello.gap).toBe(false);
    expect(hello.missed.map((event) => [event.leadId, event.kind, event.language])).toEqual(
      missed.map((sent) => [sent.leadId, sent.kind, sent.language]),
    );
    expect(hello.seq).toBe(seen + 3);
    // A number the desk never gave (its storage was reset since): the page is told to reload everything.
    expect((await (await open(advisor, `?since=${hello.seq + 50}`)).next("hello")).gap).toBe(true);
  });

  it("learns on its first socket of a request stored after its data was read", async () => {
    const advisor = await addAdvisor();
    const readAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const sent = request();
    await deskStub().notify(sent);
    const hello = await (await open(advisor, `?after=${readAt}`)).next("hello");
    expect(hello.missed.map((event) => event.leadId)).toEqual([sent.leadId]);
    expect((await (await open(advisor, `?after=${Date.now()}`)).next("hello")).missed).toEqual([]);
  });
});

describe("who may open a socket", () => {
  it("refuses a browser with no session, a disabled advisor's session, another origin and a bad resume point", async () => {
    expect(await openPage({})).toMatchObject({ status: 401 });
    const later = await addAdvisor();
    const cookie = await sessionCookie(later);
    await env.DB.prepare("update advisors set disabled = 1 where id = ?").bind(later.id).run();
    expect(await openPage({ cookie })).toMatchObject({ status: 401 });
    const advisor = await addAdvisor();
    const good = await sessionCookie(advisor);
    expect(await openPage({ cookie: good, origin: "https://evil.example" })).toMatchObject({ status: 403 });
    expect(await openPage({ cookie: good }, "?since=-1")).toMatchObject({ status: 400 });
    expect(await openPage({ cookie: good, origin: PAGE })).not.toBeInstanceOf(Response);
  });

  it("closes an open socket once its advisor is disabled or changed password: on their next message, or at the desk's round", async () => {
    const [one, two, three] = await Promise.all([addAdvisor(), addAdvisor(), addAdvisor()]);
    const onePage = await open(one);
    const twoPage = await open(two);
    const threePage = await open(three);
    await env.DB.prepare("update advisors set disabled = 1 where id in (?, ?)").bind(one.id, two.id).run();
    await env.DB.prepare("update advisors set credential_version = credential_version + 1 where id = ?").bind(three.id).run();
    onePage.send({ type: "viewing", leadId: crypto.randomUUID() });
    await until(() => onePage.closed !== null);
    expect(onePage.closed?.code).toBe(DESK_CLOSE.signedOut);
    // Two says nothing: the round finds them.
    expect(twoPage.closed).toBeNull();
    expect(await runDurableObjectAlarm(deskStub())).toBe(true);
    await until(() => twoPage.closed !== null && threePage.closed !== null);
    expect([twoPage.closed?.code, threePage.closed?.code]).toEqual([DESK_CLOSE.signedOut, DESK_CLOSE.signedOut]);
  });

  it("closes a session's sockets when it signs out, and another session's stay", async () => {
    const advisor = await addAdvisor();
    const cookie = await sessionCookie(advisor);
    const signedOut = await openPage({ cookie });
    const elsewhere = await open(advisor);
    if (signedOut instanceof Response) throw new Error("refused");
    await signedOut.next("hello");
    await settle(signOutAction(new Request(`${PAGE}/admin/sign-out`, { method: "POST", headers: { cookie } }), pageContext()));
    await until(() => signedOut.closed !== null);
    expect(signedOut.closed?.code).toBe(DESK_CLOSE.signedOut);
    const seq = await deskStub().notify(request());
    await elsewhere.next("request", { where: (message) => message.seq === seq });
  });
});

describe("the desk's round", () => {
  it("renews a socket an hour old, ends a call nobody logged, and comes round again while pages are open", async () => {
    const [old, caller] = await Promise.all([addAdvisor({ name: "Old Socket" }), addAdvisor({ name: "Long Call" })]);
    const leadId = crypto.randomUUID();
    const oldPage = await open(old);
    const callerPage = await open(caller);
    callerPage.send({ type: "viewing", leadId });
    callerPage.send({ type: "calling", leadId });
    await callerPage.next("presence", {
      where: (message) => message.leads.some((lead) => lead.people.some((p) => p.callingSince !== null)),
    });
    // As if an hour had passed for the first socket, and an hour and a half for the call.
    await runInDurableObject(deskStub(), (_desk: Desk, state) => {
      for (const ws of state.getWebSockets()) {
        const seat = ws.deserializeAttachment();
        if (seat.advisorId === old.id) ws.serializeAttachment({ ...seat, openedMs: seat.openedMs - DESK_TIMING.socketMaxMs });
        if (seat.advisorId === caller.id)
          ws.serializeAttachment({ ...seat, calling: { leadId, sinceMs: Date.now() - DESK_TIMING.callingMaxMs } });
      }
    });
    const from = callerPage.messages.length;
    expect(await runDurableObjectAlarm(deskStub())).toBe(true);
    await until(() => oldPage.closed !== null);
    expect(oldPage.closed?.code).toBe(DESK_CLOSE.renew);
    const after = await callerPage.next("presence", { from });
    expect(after.leads).toEqual([{ leadId, people: [{ advisorId: caller.id, name: "Long Call", callingSince: null }] }]);
    expect(callerPage.closed).toBeNull();
    await runInDurableObject(deskStub(), async (_desk: Desk, state) => {
      expect(await state.storage.getAlarm()).toBeGreaterThan(Date.now());
    });
  });
});

describe("a forged or malformed message", () => {
  it("is ignored: nobody hears what a page claims about someone else, and the page goes on", async () => {
    const [ana, ben] = await Promise.all([addAdvisor({ name: "Ana Honest" }), addAdvisor({ name: "Ben Watching" })]);
    const anaPage = await open(ana);
    const benPage = await open(ben);
    const leadId = crypto.randomUUID();
    const from = benPage.messages.length;
    anaPage.send({ type: "calling", leadId, advisorId: ben.id });
    anaPage.send({ type: "viewing", leadId, name: "Ben Watching" });
    anaPage.send({ type: "calling", leadId: "<script>" });
    anaPage.send({ type: "presence", leads: [{ leadId, people: [{ advisorId: ben.id, name: "Ben", callingSince: 1 }] }] });
    anaPage.send("{not json");
    anaPage.send(JSON.stringify({ type: "viewing", leadId: "x".repeat(600) }));
    anaPage.ws.send(new Uint8Array([1, 2, 3]));
    // Then a true one, which is the first thing Ben hears.
    anaPage.send({ type: "viewing", leadId });
    const heard = await benPage.next("presence", { from });
    expect(heard.leads).toEqual([{ leadId, people: [{ advisorId: ana.id, name: "Ana Honest", callingSince: null }] }]);
    expect(benPage.messages.slice(from).filter((message) => message.type === "presence")).toHaveLength(1);
    expect(anaPage.closed).toBeNull();
  });
});

describe("presence", () => {
  it("shows who has a lead open and who is calling; a logged call ends the calling, a closed page the rest", async () => {
    const [ana, ben] = await Promise.all([addAdvisor({ name: "Ana Caller" }), addAdvisor({ name: "Ben Second" })]);
    const leadId = await addLead({ phone: "4155550123", phoneDigits: "4155550123" });
    const anaPage = await open(ana);
    const benPage = await open(ben);
    anaPage.send({ type: "viewing", leadId });
    anaPage.send({ type: "calling", leadId });
    const calling = await benPage.next("presence", {
      where: (message) => message.leads.some((lead) => lead.people.some((p) => p.callingSince !== null)),
    });
    expect(calling.leads).toEqual([{ leadId, people: [{ advisorId: ana.id, name: "Ana Caller", callingSince: expect.any(Number) }] }]);

    // Ben's lead page, read as Ben: Ana is calling (the page shows it before its own socket is live).
    const page = await leadPage(leadId, pageContext(ben));
    expect(page.presence).toEqual([{ advisorId: ana.id, name: "Ana Caller", callingSince: expect.any(Number) }]);
    expect((await leadPage(leadId, pageContext(ana))).presence).toEqual([]);

    // Ben logs a call while Ana is calling: asked first, with his note kept; confirmed, it is logged.
    const asked = await postLeadForm({ intent: "call", leadId, outcome: "no-answer", note: "Tried too" }, ben);
    expect(asked).toMatchObject({
      status: 409,
      data: { intent: "call", error: null, caller: { name: "Ana Caller", callingSince: expect.any(Number) }, note: "Tried too" },
    });
    expect(await postLeadForm({ intent: "call", leadId, outcome: "no-answer", confirm: "yes" }, ben)).toMatchObject({ status: 200 });

    // Ana logs her call: she no longer shows as calling, and still has the lead open.
    const from = benPage.messages.length;
    expect(await postLeadForm({ intent: "call", leadId, outcome: "talked" }, ana)).toMatchObject({ status: 200 });
    const ended = await benPage.next("presence", { from });
    expect(ended.leads).toEqual([{ leadId, people: [{ advisorId: ana.id, name: "Ana Caller", callingSince: null }] }]);
    expect(await postLeadForm({ intent: "call", leadId, outcome: "no-answer" }, ben)).toMatchObject({ status: 200 });

    // Ana closes the page.
    const closing = benPage.messages.length;
    anaPage.ws.close(1000, "closed the tab");
    expect((await benPage.next("presence", { from: closing })).leads).toEqual([]);
  });

  it("does not hold up a call when the desk cannot be asked", async () => {
    const advisor = await addAdvisor();
    const leadId = await addLead({ phone: "4155550124", phoneDigits: "4155550124" });
    vi.spyOn(env.DESK, "getByName").mockImplementation(() => {
      throw new Error("desk unreachable");
    });
    expect(await postLeadForm({ intent: "call", leadId, outcome: "no-answer" }, advisor)).toMatchObject({ status: 200 });
    expect((await leadPage(leadId, pageContext(advisor))).presence).toEqual([]);
  });
});

describe("notifications", () => {
  it("are off until the advisor turns them on; the choice reaches each of their pages and is kept for the next", async () => {
    const [ana, ben] = await Promise.all([addAdvisor(), addAdvisor()]);
    const tab = await open(ana);
    const otherTab = await open(ana);
    const benPage = await open(ben);
    expect((await tab.next("hello")).notify).toBe(false);
    tab.send({ type: "notify", on: true });
    expect(await otherTab.next("settings")).toEqual({ type: "settings", notify: true });
    expect(benPage.messages.some((message) => message.type === "settings")).toBe(false);
    expect((await (await open(ana)).next("hello")).notify).toBe(true);
    expect((await (await open(ben)).next("hello")).notify).toBe(false);
  });
});
