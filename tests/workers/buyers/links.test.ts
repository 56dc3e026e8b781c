import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "#app/domain/constants";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { buyerAccess, buyerPageToken, chatPageLink, receiptLink } from "#worker/services/email/buyer-links.server";
import { linkToken } from "#worker/services/email/links.server";
import { deleteLead } from "#worker/services/leads/deletion.server";
import { createApp } from "#worker/app";
import { PAGE } from "#tests/workers/admin/admin-helpers";
import { addBuyer, openPage, page, postPage, tokenOf } from "./buyer-helpers";

// docs/decisions/052: a page's link opens its lead's page and nothing else; every other token sees a page
// that says the link does not work, with no personal data in it.

const PERSONAL = (lead: { email: string }) => [lead.email, "Dana", "Lopez", "RAV4", "Toyota"];

async function seesNothing(token: string, lead: { email: string }) {
  const { status, view, headers } = await openPage(token);
  expect(status).toBe(404);
  expect(view.kind).toBe("none");
  const text = JSON.stringify(view);
  for (const word of PERSONAL(lead)) expect(text).not.toContain(word);
  expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
  return view;
}

describe("the buyer's page link", () => {
  it("opens its lead's page, never cached, indexed or sent as a referrer", async () => {
    const lead = await addBuyer();
    const { status, view, headers } = await openPage(await tokenOf(lead));
    expect(status).toBe(200);
    expect(view.kind).toBe("page");
    expect(JSON.stringify(view)).toContain(lead.email);
    expect(Object.fromEntries(headers)).toMatchObject({
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
      "referrer-policy": "no-referrer",
    });
  });

  it("shows nothing to a forged token, one with a changed character, or another lead's signed for this one's address", async () => {
    const lead = await addBuyer();
    const other = await addBuyer();
    const token = await tokenOf(lead);
    const flipped = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    await seesNothing(flipped, lead);
    await seesNothing(`${lead.id}.99999999999.${"0".repeat(64)}`, lead);
    await seesNothing(token.replace(lead.id, other.id), lead);
    await seesNothing(await buyerPageToken(env, other.id, lead.email), lead);
    await seesNothing("../../admin", lead);
  });

  it("shows nothing to another purpose's token: a newsletter link for the same lead and address", async () => {
    const lead = await addBuyer();
    const expires = Math.floor((Date.now() + DAY_MS) / 1000);
    await seesNothing(await linkToken(env.EMAIL_LINK_KEY, "newsletter-confirm", lead.id, expires, lead.email), lead);
    await seesNothing(await linkToken(env.EMAIL_LINK_KEY, "newsletter-unsubscribe", lead.id, expires, lead.email), lead);
  });

  it("tells an expired link from a forged one, once its signature holds, and shows nothing of either", async () => {
    const lead = await addBuyer();
    const old = await buyerPageToken(env, lead.id, lead.email, Date.now() - 91 * DAY_MS);
    expect(await buyerAccess(env, old)).toEqual({ kind: "none", problem: "expired" });
    expect(await seesNothing(old, lead)).toMatchObject({ kind: "none", problem: "expired" });
  });

  it("stops working when the lead's address changes, and when the lead is deleted", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    await database(env.DB).update(leads).set({ email: "someone.else@gmail.com" }).where(eq(leads.id, lead.id));
    await seesNothing(token, lead);
    const gone = await addBuyer();
    const goneToken = await tokenOf(gone);
    await deleteLead(env, gone.id, { reason: "request", advisorId: null });
    await seesNothing(goneToken, gone);
  });

  it("from the chat opens its own lead's page, reaching that lead alone, and nothing once forged, re-signed or deleted", async () => {
    const lead = await addBuyer({ leadSource: "chatbot" });
    const token = (await chatPageLink(env, lead.id, "en")).slice("/my/".length);
    expect(token).toMatch(/^c/);
    expect(await buyerAccess(env, token)).toEqual({ kind: "lead", leadId: lead.id, reach: "lead" });
    expect(await buyerAccess(env, await tokenOf(lead))).toEqual({ kind: "lead", leadId: lead.id, reach: "person" });
    expect(page((await openPage(token)).view).reach).toBe("lead");
    await seesNothing(`${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`, lead);
    // A page link's signature under the chat's prefix, and the chat's without it, are each another purpose's.
    await seesNothing(`c${await tokenOf(lead)}`, lead);
    await seesNothing(token.slice(1), lead);
    await deleteLead(env, lead.id, { reason: "request", advisorId: null });
    await seesNothing(token, lead);
  });

  it("takes its own forms' posts as ours: a no-referrer page sends them with Origin: null, its Sec-Fetch-Site same-origin", async () => {
    const app = createApp(async (request) => Response.json({ origin: request.headers.get("origin") }));
    const post = (headers: Record<string, string>) =>
      app.fetch(new Request(`${PAGE}/my/token`, { method: "POST", body: "intent=cancel", headers }), env, createExecutionContext());
    const own = await post({ origin: "null", "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" });
    // On to the page, with no Origin left for React Router's own check to take for another site's.
    expect(await own.json()).toEqual({ origin: null });
    expect((await post({ origin: "null", "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ origin: "null" })).status).toBe(403);
  });

  it("acts only for its own page: a forged token's form changes nothing", async () => {
    const lead = await addBuyer();
    const { status, view } = await postPage(`${lead.id}.99999999999.${"0".repeat(64)}`, { intent: "cancel" });
    expect(status).toBe(404);
    expect(view?.kind).toBe("none");
  });
});

describe("the thank-you view's link (a receipt)", () => {
  it("opens the one request its browser made, never the lead's page, and changes nothing", async () => {
    const lead = await addBuyer();
    const receipt = crypto.randomUUID();
    await env.DB.prepare("update lead_requests set receipt = ? where lead_id = ?").bind(receipt, lead.id).run();
    const token = (await receiptLink(env, receipt, "en")).split("/").at(-1) ?? "";
    const { status, view } = await openPage(token);
    expect(status).toBe(200);
    expect(view).toMatchObject({ kind: "receipt", firstName: null, car: "2026 Toyota RAV4" });
    expect(JSON.stringify(view)).not.toContain(lead.email);
    expect((await postPage(token, { intent: "cancel" })).view?.kind).toBe("none");
  });

  it("shows nothing for a receipt no request holds (a bot's fake success) or a forged one", async () => {
    const lead = await addBuyer();
    const token = (await receiptLink(env, crypto.randomUUID(), "en")).split("/").at(-1) ?? "";
    await seesNothing(token, lead);
    await seesNothing(`r${crypto.randomUUID()}.99999999999.${"0".repeat(64)}`, lead);
  });
});
