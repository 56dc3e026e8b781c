import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UPLOAD_SWEEP } from "#app/domain/retention";
import { leadAction } from "#app/routes/admin/lead-actions.server";
import { leadPage } from "#app/routes/admin/lead.server";
import { leadsPage } from "#app/routes/admin/leads.server";
import { deleteLead } from "#worker/services/leads/deletion.server";
import { sweepOrphanUploads } from "#worker/services/quotes/upload-sweep.server";
import {
  addAdvisor,
  addLead,
  formRequest,
  PAGE,
  pageContext,
  sessionCookie,
  settle,
  type TestAdvisor,
} from "#tests/workers/admin/admin-helpers";
import { NEW_WITH_ADD_ONS, quotePdf } from "./quote-pdfs";
import { QUOTE_REREAD_MESSAGES } from "#app/domain/quotes/reread";
import { UNREADABLE_REASONS } from "#app/domain/quotes/messages";
import { handleQuoteReadings } from "#worker/services/quotes/reading-queue.server";
import { queueBatch } from "#tests/workers/helpers";
import { fakeAi, PHOTO_ANSWER } from "./fake-ai";
import { READ_AT, readUpload, storedCheck, storedUpload } from "./reading-helpers";

// The advisor's side: the Quote check panel's data, corrections, the flag count in
// the leads list, an advisor's own upload, and quotes going with their lead.

afterEach(() => vi.restoreAllMocks());

let me: TestAdvisor;
beforeAll(async () => {
  me = await addAdvisor({ name: "Dana Advisor" });
});

/** A chat lead whose uploaded text PDF has been read. */
async function leadWithReadQuote() {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const path = await storedUpload(await quotePdf(NEW_WITH_ADD_ONS), "application/pdf");
  const leadId = await addLead({ leadSource: "chatbot", dealerQuoteImagePath: path });
  const { checkId } = await readUpload(path);
  return { leadId, checkId, path };
}

const correct = (fields: Record<string, string>) =>
  settle(leadAction(formRequest(`/admin/leads/${fields.leadId}`, fields), pageContext(me)));

describe("the lead page's Quote check panel", () => {
  it("shows the lines, the flags with their sources, the totals and when the quote was read", async () => {
    const { leadId, checkId } = await leadWithReadQuote();
    const { quoteChecks } = await leadPage(leadId, pageContext(me));
    expect(quoteChecks).toHaveLength(1);
    const [check] = quoteChecks;
    expect(check).toMatchObject({
      id: checkId,
      source: "chat",
      status: "read",
      reader: "text",
      flagCount: 3,
      worthQuestioningCents: 115_900,
    });
    expect(check?.readAt).toBe("2026-11-24T18:00:00.000Z");
    expect(check?.lines.map((line) => line.label)).toContain("Documentation fee");
    expect(check?.flags[0]).toMatchObject({ ruleId: "doc-fee-cap", source: { label: "California Vehicle Code §4456.5(a)(1)" } });
    expect(check?.head?.totals).toEqual([{ label: "Total", amountCents: 3_627_368, kind: "total" }]);
    expect(check?.fileUrl).toBe(`/admin/api/leads/${leadId}/quotes/${checkId}`);
  });

  it("lets an advisor correct a line: the checks run again, the reading stays beside it, the correction is audited", async () => {
    const { leadId, checkId } = await leadWithReadQuote();
    const saved = await correct({ intent: "quote-line", leadId, checkId, position: "2", amount: "85.00", category: "documentation-fee" });
    expect(saved).toMatchObject({ status: 200, data: { intent: "quote-line", error: null } });
    const { check, lines, flags } = await storedCheck(checkId);
    expect(lines[2]).toMatchObject({ amountCents: 8_500, readAmountCents: 15_000, category: "documentation-fee" });
    // The fee is within the cap now, and the printed total no longer matches its lines ($65 more).
    expect(flags.map((flag) => flag.ruleId)).not.toContain("doc-fee-cap");
    expect(flags.find((flag) => flag.ruleId === "totals-add-up")?.amountCents).toBe(6_500);
    expect(check).toMatchObject({ flagCount: 3, worthQuestioningCents: 19_900 + 89_500 + 6_500 });
    const { quoteChecks, actions } = await leadPage(leadId, pageContext(me));
    expect(quoteChecks[0]?.corrections).toEqual([
      expect.objectContaining({ linePosition: 2, field: "amount", before: "$150", after: "$85", advisorName: "Dana Advisor" }),
    ]);
    expect(actions[0]).toMatchObject({ action: "quote-correct", text: "Corrected line 3 of a dealer quote", advisorName: "Dana Advisor" });
  });

  it("refuses a correction it cannot read, and one of another lead's quote", async () => {
    const { leadId, checkId } = await leadWithReadQuote();
    expect(
      await correct({ intent: "quote-line", leadId, checkId, position: "2", amount: "a lot", category: "documentation-fee" }),
    ).toMatchObject({
      status: 400,
      data: { intent: "quote-line", checkId, position: 2, error: "Type an amount such as 1,234.50." },
    });
    const other = await addLead();
    expect(
      (await correct({ intent: "quote-line", leadId: other, checkId, position: "2", amount: "85", category: "documentation-fee" })).status,
    ).toBe(404);
  });
});

// A real 1x1 PNG: a photo of a quote the vision model, unreachable here, cannot read.
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);

/** A chat lead whose photo of a quote the reading service did not answer for. */
async function leadWithUnreadQuote() {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const path = await storedUpload(PNG, "image/png");
  const leadId = await addLead({ leadSource: "chatbot", dealerQuoteImagePath: path });
  const { checkId } = await readUpload(path);
  return { leadId, checkId, path };
}

const reread = (leadId: string, checkId: string) => correct({ intent: "quote-reread", leadId, checkId });

describe("a quote that could not be read", () => {
  it("is read again on the advisor's word: back on the reading queue, the model asked afresh, the audit naming the advisor", async () => {
    const { leadId, checkId } = await leadWithUnreadQuote();
    expect((await storedCheck(checkId)).check).toMatchObject({
      status: "unreadable",
      reason: "the photo could not be read yet, as the reading service did not answer",
      aiClaimedAt: expect.any(String),
    });
    const send = vi.spyOn(env.QUOTE_READINGS, "send").mockResolvedValue({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
    expect(await reread(leadId, checkId)).toMatchObject({
      status: 200,
      data: {
        intent: "quote-reread",
        checkId,
        error: null,
        done: "The quote is on its way to be read again; refresh the page in a few seconds.",
      },
    });
    expect(send).toHaveBeenCalledWith({ checkId }, { contentType: "json" });
    expect((await storedCheck(checkId)).check).toMatchObject({
      status: "queued",
      reason: null,
      readAt: null,
      aiClaimedAt: null,
      aiAnswer: null,
    });
    const { actions, quoteChecks } = await leadPage(leadId, pageContext(me));
    expect(actions[0]).toMatchObject({
      action: "quote-reread",
      text: "Asked for a dealer quote to be read again",
      advisorName: "Dana Advisor",
    });
    expect(quoteChecks[0]?.status).toBe("queued");
    // The queue's delivery reads it again, the model is asked again (and this time answers).
    const { batch } = queueBatch("quote-readings", { checkId });
    const { ai, run } = fakeAi(PHOTO_ANSWER);
    await handleQuoteReadings(batch, env, { ai, now: () => READ_AT });
    expect(run).toHaveBeenCalledTimes(1);
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "read", reader: "vision" });
  });

  it("is read again once: a second press, another lead's press, or a read quote is refused, and nothing is audited", async () => {
    const { leadId, checkId } = await leadWithUnreadQuote();
    vi.spyOn(env.QUOTE_READINGS, "send").mockResolvedValue({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
    const other = await addLead();
    expect(await reread(other, checkId)).toMatchObject({ status: 409, data: { error: QUOTE_REREAD_MESSAGES.gone } });
    expect((await reread(leadId, checkId)).status).toBe(200);
    expect(await reread(leadId, checkId)).toMatchObject({ status: 409, data: { error: QUOTE_REREAD_MESSAGES.gone } });
    const read = await leadWithReadQuote();
    expect((await reread(read.leadId, read.checkId)).status).toBe(409);
    expect(await reread(leadId, "not-a-check")).toMatchObject({ status: 400, data: { error: QUOTE_REREAD_MESSAGES.gone } });
    expect((await leadPage(leadId, pageContext(me))).actions.filter((a) => a.action === "quote-reread")).toHaveLength(1);
    expect((await leadPage(other, pageContext(me))).actions).toEqual([]);
  });

  it("that the queue refuses stays marked as not started, and the advisor is told to try again", async () => {
    const { leadId, checkId } = await leadWithUnreadQuote();
    vi.spyOn(env.QUOTE_READINGS, "send").mockRejectedValue(new Error("queue unavailable"));
    expect(await reread(leadId, checkId)).toMatchObject({ status: 503, data: { error: QUOTE_REREAD_MESSAGES.notQueued } });
    expect((await storedCheck(checkId)).check).toMatchObject({ status: "unreadable", reason: UNREADABLE_REASONS["not-queued"] });
  });

  it("is never shown in the leads list as clean", async () => {
    const { leadId } = await leadWithUnreadQuote();
    const q = encodeURIComponent(`${leadId.slice(0, 8)}@gmail.com`);
    const page = await leadsPage(new Request(`${PAGE}/admin?q=${q}`), pageContext(me));
    expect(page.quoteFlags[leadId]).toEqual({ flags: 0, reading: false, unread: true, notQuote: false });
  });
});

describe("the leads list", () => {
  it("shows each lead's count of items to question", async () => {
    const { leadId } = await leadWithReadQuote();
    // By its address (addLead's): eight hex digits alone are a phone search when none is a letter.
    const q = encodeURIComponent(`${leadId.slice(0, 8)}@gmail.com`);
    const page = await leadsPage(new Request(`${PAGE}/admin?q=${q}`), pageContext(me));
    expect(page.quoteFlags[leadId]).toEqual({ flags: 3, reading: false, unread: false, notQuote: false });
  });
});

describe("an advisor's upload on the lead's page", () => {
  it("is stored, read the same way, opened from the panel and recorded in the audit", async () => {
    const leadId = await addLead();
    const send = vi.spyOn(env.QUOTE_READINGS, "send").mockResolvedValue({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
    const form = new FormData();
    form.set("file", new File([await quotePdf(NEW_WITH_ADD_ONS)], "emailed quote.pdf", { type: "application/pdf" }));
    const response = await SELF.fetch(`${PAGE}/admin/api/leads/${leadId}/quotes`, {
      method: "POST",
      body: form,
      headers: { cookie: await sessionCookie(me), origin: PAGE },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/leads/${leadId}?quote=uploaded#quote-check`);
    expect(send).toHaveBeenCalledTimes(1);
    const { quoteChecks, actions, quoteNotice } = await leadPage(
      leadId,
      pageContext(me),
      new Request(`${PAGE}/admin/leads/${leadId}?quote=uploaded`),
    );
    expect(quoteNotice).toBe("uploaded");
    expect(quoteChecks[0]).toMatchObject({ source: "advisor", status: "queued" });
    expect(actions[0]).toMatchObject({ action: "quote-upload", text: "Uploaded a dealer quote" });
    const file = await SELF.fetch(`${PAGE}${quoteChecks[0]?.fileUrl}`, { headers: { cookie: await sessionCookie(me) } });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("sends a file of the wrong type back with the spec's message", async () => {
    const leadId = await addLead();
    const form = new FormData();
    form.set("file", new File(["<html>"], "quote.html", { type: "text/html" }));
    const response = await SELF.fetch(`${PAGE}/admin/api/leads/${leadId}/quotes`, {
      method: "POST",
      body: form,
      headers: { cookie: await sessionCookie(me), origin: PAGE },
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe(`/admin/leads/${leadId}?quote=type#quote-check`);
  });
});

describe("quotes go with their lead", () => {
  it("a deleted lead takes its quote files and checks with it", async () => {
    const { leadId, checkId, path } = await leadWithReadQuote();
    const advisorPath = await storedUpload(await quotePdf(NEW_WITH_ADD_ONS), "application/pdf");
    const { checkId: advisorCheck } = await readUpload(advisorPath, undefined, { source: "advisor", leadId, advisorId: me.id });
    expect(await deleteLead(env, leadId, { reason: "request", advisorId: me.id })).toBe(true);
    expect(await env.UPLOADS.head(path)).toBeNull();
    expect(await env.UPLOADS.head(advisorPath)).toBeNull();
    expect((await storedCheck(checkId)).check).toBeUndefined();
    expect((await storedCheck(advisorCheck)).lines).toEqual([]);
  });

  it("the daily sweep keeps an advisor's upload, and removes an abandoned chat's upload with its check", async () => {
    const leadId = await addLead();
    const advisorPath = await storedUpload(await quotePdf(NEW_WITH_ADD_ONS), "application/pdf");
    await readUpload(advisorPath, undefined, { source: "advisor", leadId, advisorId: me.id });
    const orphanPath = await storedUpload(await quotePdf(NEW_WITH_ADD_ONS), "application/pdf");
    const { checkId: orphanCheck } = await readUpload(orphanPath);
    const later = new Date(Date.now() + UPLOAD_SWEEP.orphanAfterMs + 60_000);
    await sweepOrphanUploads(env, later);
    expect(await env.UPLOADS.head(advisorPath)).not.toBeNull();
    expect(await env.UPLOADS.head(orphanPath)).toBeNull();
    expect((await storedCheck(orphanCheck)).check).toBeUndefined();
  });
});
