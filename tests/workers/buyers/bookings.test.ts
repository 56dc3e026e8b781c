import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { myDay } from "#worker/services/admin/my-day.server";
import { type BookingChoice, changeBooking } from "#worker/services/buyers/bookings.server";
import { addAdvisor, dbRows, PAGE, postLeadForm, type TestAdvisor } from "#tests/workers/admin/admin-helpers";
import { addBuyer, openPage, page, postPage, tokenOf } from "./buyer-helpers";

// docs/decisions/051: the buyer books the call in advisors' hours, a half hour holding at most
// CALL_SLOTS_PER_HALF_HOUR bookings; the booking is the lead's callback, on the advisor's My day as the
// buyer's, and follows the buyer when they move or cancel it. An advisor's own callback or call takes its place.

let advisor: TestAdvisor;
beforeAll(async () => {
  advisor = await addAdvisor({ name: "Rosa Martinez" });
});

// Monday 2026-11-30, 9am PST, and that day's 10:30am and 11am.
const MONDAY_NINE = new Date("2026-11-30T17:00:00.000Z");
const TEN_THIRTY = "2026-11-30T18:30:00.000Z";
const ELEVEN = "2026-11-30T19:00:00.000Z";

/** A booking's outcome: booked, or why not. */
const bookCall = async (env: Env, id: string, choice: BookingChoice, now: Date) => (await changeBooking(env, id, choice, now)).outcome;
const cancelCall = (env: Env, id: string) => changeBooking(env, id, { kind: "cancel" });

const leadRow = async (id: string) =>
  (await dbRows<Record<string, unknown>>("select next_callback_at, booked_call_at, booked_call_kind from leads where id = ?", id))[0];

describe("a booking", () => {
  it("sets the lead's callback to the half hour, and moves it, within the half hour's room", async () => {
    const { id } = await addBuyer();
    expect(await bookCall(env, id, { kind: "slot", at: TEN_THIRTY }, MONDAY_NINE)).toBe("booked");
    expect(await leadRow(id)).toEqual({ next_callback_at: TEN_THIRTY, booked_call_at: TEN_THIRTY, booked_call_kind: "slot" });
    expect(await bookCall(env, id, { kind: "slot", at: ELEVEN }, MONDAY_NINE)).toBe("booked");
    expect(await leadRow(id)).toMatchObject({ next_callback_at: ELEVEN, booked_call_at: ELEVEN });
  });

  it("comes back as written, in the lead's language, only when D1 committed a change: booked, moved, cancelled", async () => {
    const { id } = await addBuyer({ language: "es" });
    const made = MONDAY_NINE.toISOString();
    expect(await changeBooking(env, id, { kind: "slot", at: TEN_THIRTY }, MONDAY_NINE)).toEqual({
      outcome: "booked",
      written: { leadId: id, at: TEN_THIRTY, kind: "slot", madeAt: made, language: "es" },
    });
    expect((await changeBooking(env, id, { kind: "asap" }, MONDAY_NINE)).written).toMatchObject({ at: made, kind: "asap" });
    expect(await changeBooking(env, id, { kind: "slot", at: "2026-11-30T16:00:00.000Z" }, MONDAY_NINE)).toEqual({
      outcome: "gone",
      written: null,
    });
    expect((await changeBooking(env, id, { kind: "cancel" })).written).toEqual({
      leadId: id,
      at: null,
      kind: null,
      madeAt: null,
      language: "es",
    });
    // Nothing of the buyer's left to cancel: the page says it is cancelled, and nothing was written.
    expect(await changeBooking(env, id, { kind: "cancel" })).toEqual({ outcome: "cancelled", written: null });
    const closed = await addBuyer({ status: "closed" });
    expect(await changeBooking(env, closed.id, { kind: "asap" }, MONDAY_NINE)).toEqual({ outcome: "closed", written: null });
  });

  it("lets no more buyers take a half hour than the setting allows, however many book it at once", async () => {
    const slot = "2026-11-30T21:00:00.000Z";
    const buyers = await Promise.all(Array.from({ length: 5 }, () => addBuyer()));
    const outcomes = await Promise.all(buyers.map(({ id }) => bookCall(env, id, { kind: "slot", at: slot }, MONDAY_NINE)));
    expect(outcomes.filter((outcome) => outcome === "booked")).toHaveLength(Number(env.CALL_SLOTS_PER_HALF_HOUR));
    expect(outcomes.filter((outcome) => outcome === "full")).toHaveLength(5 - Number(env.CALL_SLOTS_PER_HALF_HOUR));
    // A buyer who moves within the half hour they hold keeps their place; one who leaves frees it.
    const holder = buyers[outcomes.indexOf("booked")]?.id ?? "";
    const waiting = buyers[outcomes.indexOf("full")]?.id ?? "";
    expect(await bookCall(env, holder, { kind: "slot", at: slot }, MONDAY_NINE)).toBe("booked");
    expect((await cancelCall(env, holder)).written).toMatchObject({ leadId: holder, at: null, kind: null });
    expect(await bookCall(env, waiting, { kind: "slot", at: slot }, MONDAY_NINE)).toBe("booked");
  });

  it("refuses a time outside advisors' hours, off the half hour, past, or too soon", async () => {
    const { id } = await addBuyer();
    for (const at of ["2026-11-30T04:00:00.000Z", "2026-11-30T18:15:00.000Z", "2026-11-30T16:00:00.000Z", "2026-11-30T17:00:00.000Z"])
      expect(await bookCall(env, id, { kind: "slot", at }, MONDAY_NINE), at).toBe("gone");
    expect(await leadRow(id)).toMatchObject({ next_callback_at: null, booked_call_kind: null });
  });

  it("as soon as possible is now while advisors work, else their next opening, and takes no half hour's room", async () => {
    const { id } = await addBuyer();
    expect(await bookCall(env, id, { kind: "asap" }, MONDAY_NINE)).toBe("booked");
    expect(await leadRow(id)).toMatchObject({ next_callback_at: MONDAY_NINE.toISOString(), booked_call_kind: "asap" });
    // Sunday noon: Monday's 8am opening.
    expect(await bookCall(env, id, { kind: "asap" }, new Date("2026-11-29T20:00:00.000Z"))).toBe("booked");
    expect(await leadRow(id)).toMatchObject({ next_callback_at: "2026-11-30T16:00:00.000Z" });
  });

  it("is refused on a closed lead or one marked spam, and without a phone to call", async () => {
    expect(await bookCall(env, (await addBuyer({ status: "closed" })).id, { kind: "asap" }, MONDAY_NINE)).toBe("closed");
    expect(await bookCall(env, (await addBuyer({ status: "spam" })).id, { kind: "asap" }, MONDAY_NINE)).toBe("closed");
    expect(await bookCall(env, (await addBuyer({ phone: null, phoneDigits: null })).id, { kind: "asap" }, MONDAY_NINE)).toBe("no-phone");
  });
});

describe("a booking on the advisor's day", () => {
  it("shows on My day as the buyer's while ahead, moves when the buyer moves it, and goes when they cancel", async () => {
    const { id } = await addBuyer({ firstName: "Booker" });
    await bookCall(env, id, { kind: "slot", at: TEN_THIRTY }, MONDAY_NINE);
    let day = await myDay(env, { ...advisor, languages: ["en"] }, MONDAY_NINE);
    expect(day.booked.find((lead) => lead.id === id)).toMatchObject({ nextCallbackAt: TEN_THIRTY, bookedCallKind: "slot" });
    await bookCall(env, id, { kind: "slot", at: ELEVEN }, MONDAY_NINE);
    day = await myDay(env, { ...advisor, languages: ["en"] }, MONDAY_NINE);
    expect(day.booked.find((lead) => lead.id === id)?.nextCallbackAt).toBe(ELEVEN);
    // Its time come, it is a callback due, still marked the buyer's.
    day = await myDay(env, { ...advisor, languages: ["en"] }, new Date("2026-11-30T19:05:00.000Z"));
    expect(day.booked.some((lead) => lead.id === id)).toBe(false);
    expect(day.callbacks.find((lead) => lead.id === id)?.bookedCallKind).toBe("slot");
    await cancelCall(env, id);
    day = await myDay(env, { ...advisor, languages: ["en"] }, MONDAY_NINE);
    expect(day.booked.some((lead) => lead.id === id)).toBe(false);
    // The request waits for its call again, as before the booking.
    expect(day.requests.some((lead) => lead.id === id)).toBe(true);
  });

  it("gives way to the advisor's own callback, which the buyer's page then shows as the advisor's", async () => {
    const lead = await addBuyer();
    await bookCall(env, lead.id, { kind: "slot", at: TEN_THIRTY }, MONDAY_NINE);
    expect(await postLeadForm({ intent: "callback", leadId: lead.id, pick: "next-advisor-day" }, advisor)).toMatchObject({ status: 200 });
    expect(await leadRow(lead.id)).toMatchObject({ booked_call_at: null, booked_call_kind: null });
    const view = page((await openPage(await tokenOf(lead))).view);
    expect(view.status.call).toMatchObject({ by: "advisor", kind: "callback" });
    expect(view.call.booked).toBeNull();
  });

  it("is answered by the advisor's call: the page says called, and the booking is gone", async () => {
    const lead = await addBuyer();
    await bookCall(env, lead.id, { kind: "slot", at: TEN_THIRTY }, MONDAY_NINE);
    await postLeadForm({ intent: "call", leadId: lead.id, outcome: "talked" }, advisor);
    expect(await leadRow(lead.id)).toEqual({ next_callback_at: null, booked_call_at: null, booked_call_kind: null });
    expect(page((await openPage(await tokenOf(lead))).view).status).toMatchObject({ stage: "called", call: null });
  });
});

describe("the page's booking form", () => {
  it("books an offered half hour and comes back to the page's status (post/redirect/get); the page offers its calendar file", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    const offered = page((await openPage(token)).view).call.days[0]?.slots[0]?.at ?? "";
    const booked = await postPage(token, { intent: "book", slot: offered });
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toBe(`/my/${token}?done=booked#buyer-status`);
    const after = page((await openPage(token, { query: "?done=booked" })).view);
    expect(after).toMatchObject({ done: "booked", status: { stage: "booked", call: { by: "buyer", kind: "slot" } } });
    expect(after.call.booked?.atIso).toBe(offered);

    const ics = await SELF.fetch(`${PAGE}${after.paths.calendar}`);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const start = offered.replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
    expect(await ics.text()).toContain(`DTSTART:${start}`);

    expect((await postPage(token, { intent: "cancel" })).headers.get("location")).toBe(`/my/${token}?done=cancelled#buyer-status`);
    expect(page((await openPage(token)).view).call.booked).toBeNull();
    expect((await SELF.fetch(`${PAGE}${after.paths.calendar}`)).status).toBe(404);
  });

  it("answers a time no longer offered, or none, with the page and its problem beside the form", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    const gone = await postPage(token, { intent: "book", slot: "2020-01-06T18:00:00.000Z" });
    expect(gone.status).toBe(400);
    expect(page(gone.view).problem).toEqual({ form: "call", problem: "slot-gone", fields: {} });
    expect(page((await postPage(token, { intent: "book" })).view).problem?.problem).toBe("slot-missing");
    expect(page((await postPage(token, { intent: "book", slot: "<script>" })).view).problem?.problem).toBe("slot-missing");
  });

  it("offers each half hour of the next three advisor days, a full one marked", async () => {
    const lead = await addBuyer();
    const days = page((await openPage(await tokenOf(lead))).view).call.days;
    expect(days).toHaveLength(3);
    expect(days.every((day) => day.slots.length > 0 && day.label.length > 0)).toBe(true);
  });
});
