import { env, SELF } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_LINKS } from "#app/domain/visitor-emails";
import { unsubscribeAction } from "#app/routes/unsubscribe.server";
import { confirmAction } from "#app/routes/newsletter-confirm.server";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { workerContext } from "#worker/request-context.server";
import { checkUnsubscribeLink, signLink, type LinkPurpose } from "#worker/services/email/links.server";
import {
  confirmationState,
  confirmSubscription,
  unsubscribeAddress,
  unsubscribeByLink,
  unsubscribeLinkState,
} from "#worker/services/email/subscription.server";
import { subscribersCsv } from "#worker/services/admin/subscribers-csv.server";
import { subscribersCsvResponse } from "#app/routes/admin/subscribers-csv.server";
import { addAdvisor, pageContext } from "#tests/workers/admin/admin-helpers";
import { handleQueue } from "#worker/queue-consumers";
import { sendUnsubscribeLink } from "#worker/services/leads";
import { queueBatch } from "#tests/workers/helpers";

const DAY = 86_400_000;
const db = database(env.DB);

async function subscriber(values: Partial<typeof leads.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const email = `reader.${id.slice(0, 8)}@gmail.com`;
  await db
    .insert(leads)
    .values({ id, email, newsletterEmail: email, newsletterOptedIn: true, leadSource: "landing_page_footer", ...values });
  return { id, email: values.newsletterEmail ?? email };
}

const row = async (id: string) =>
  env.DB.prepare("select newsletter_opted_in, newsletter_confirmed_at, newsletter_unsubscribed_at, updated_at from leads where id = ?")
    .bind(id)
    .first<Record<string, unknown>>();

const token = (purpose: LinkPurpose, lead: { id: string; email: string }, now = Date.now()) =>
  signLink(env, purpose, lead.id, lead.email, now);

function routeContext() {
  const context = new RouterContextProvider();
  context.set(workerContext, { env, ctx: { waitUntil: () => {} }, nonce: "" });
  return context;
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the newsletter confirmation link", () => {
  it("makes the address a subscriber only when its button is pressed", async () => {
    const lead = await subscriber();
    const link = await token("newsletter-confirm", lead);
    expect(await confirmationState(env, link)).toBe("ready");
    expect((await row(lead.id))?.newsletter_confirmed_at).toBeNull();

    expect(await confirmSubscription(env, link)).toBe("confirmed");
    expect((await row(lead.id))?.newsletter_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await confirmSubscription(env, link)).toBe("already");
  });

  it("confirms through the page's form post, without JavaScript or cookies", async () => {
    const lead = await subscriber();
    const body = new URLSearchParams({ token: await token("newsletter-confirm", lead) });
    const request = new Request("https://caradvisor.test/newsletter/confirm", { method: "POST", body });
    const result = await confirmAction(request, routeContext());
    expect(result.data.state).toBe("confirmed");
    expect(result.init?.status).toBe(200);
  });

  it("expires after 7 days", async () => {
    const lead = await subscriber();
    const old = await token("newsletter-confirm", lead, Date.now() - (EMAIL_LINKS.confirmDays * DAY + 60_000));
    expect(await confirmationState(env, old)).toBe("expired");
    expect(await confirmSubscription(env, old)).toBe("expired");
    expect((await row(lead.id))?.newsletter_confirmed_at).toBeNull();
    expect(
      await confirmationState(env, await token("newsletter-confirm", lead, Date.now() - (EMAIL_LINKS.confirmDays * DAY - 60_000))),
    ).toBe("ready");
  });

  it("refuses forged links, links for another purpose, lead or address, and links under another key", async () => {
    const lead = await subscriber();
    const other = await subscriber();
    const good = await token("newsletter-confirm", lead);
    const [id, expires, mac] = good.split(".");
    const flipped = `${mac?.slice(0, -1)}${mac?.endsWith("0") ? "1" : "0"}`;
    const forged = [
      `${id}.${expires}.${flipped}`,
      `${id}.${Number(expires) + 86_400 * 365}.${mac}`,
      `${other.id}.${expires}.${mac}`,
      await token("newsletter-unsubscribe", lead),
      await signLink(env, "newsletter-confirm", lead.id, "someone.else@gmail.com"),
      await signLink({ ...env, EMAIL_LINK_KEY: "another-email-link-key-0123456789abcdef" }, "newsletter-confirm", lead.id, lead.email),
      "garbage",
      "",
      null,
    ];
    for (const link of forged) {
      expect(await confirmSubscription(env, link), String(link)).toBe("invalid");
    }
    expect((await row(lead.id))?.newsletter_confirmed_at).toBeNull();
  });

  it("stops working when the lead's newsletter address changes", async () => {
    const lead = await subscriber();
    const link = await token("newsletter-confirm", lead);
    await env.DB.prepare("update leads set newsletter_email = ? where id = ?").bind("changed.address@gmail.com", lead.id).run();
    expect(await confirmSubscription(env, link)).toBe("invalid");
  });

  it("does nothing once the address has unsubscribed", async () => {
    const lead = await subscriber();
    const link = await token("newsletter-confirm", lead);
    expect(await unsubscribeByLink(env, await token("newsletter-unsubscribe", lead))).toBe("unsubscribed");
    expect(await confirmSubscription(env, link)).toBe("cancelled");
    expect((await row(lead.id))?.newsletter_confirmed_at).toBeNull();
  });
});

describe("unsubscribing", () => {
  it("clears the subscription of every lead of the address, and leaves other people and non-subscribers alone", async () => {
    const lead = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });
    const sameAddressLater = await subscriber({
      email: lead.email,
      newsletterEmail: null,
      newsletterConfirmedAt: new Date().toISOString(),
    });
    const formLead = await subscriber({ email: lead.email, newsletterEmail: null, newsletterOptedIn: null });
    const someoneElse = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });

    expect(await unsubscribeByLink(env, await token("newsletter-unsubscribe", lead))).toBe("unsubscribed");
    for (const id of [lead.id, sameAddressLater.id]) {
      expect(await row(id)).toMatchObject({
        newsletter_opted_in: 0,
        newsletter_confirmed_at: null,
        newsletter_unsubscribed_at: expect.stringMatching(/^\d{4}-/),
      });
    }
    expect(await row(formLead.id)).toMatchObject({ newsletter_opted_in: null, newsletter_unsubscribed_at: null });
    expect(await row(someoneElse.id)).toMatchObject({ newsletter_opted_in: 1, newsletter_unsubscribed_at: null });
  });

  it("works by the mail client's one-click POST (RFC 8058), with no cookies and no page", async () => {
    const lead = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });
    const url = `https://caradvisor.test/unsubscribe?token=${await token("newsletter-unsubscribe", lead)}`;
    const init = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" };

    // The Worker lets a POST with no Origin through to the page's action (a mail provider sends none)…
    expect((await SELF.fetch(url, init)).status).not.toBe(403);
    // …and the action unsubscribes from the token in the link alone.
    const result = await unsubscribeAction(new Request(url, init), routeContext());
    expect(result.data.state).toBe("unsubscribed");
    expect(result.init?.status).toBe(200);
    expect(await row(lead.id)).toMatchObject({ newsletter_opted_in: 0, newsletter_confirmed_at: null });
  });

  it("never expires: a year-old link in a newsletter still unsubscribes, by the page or the mail client", async () => {
    const lead = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });
    const expired = await token("newsletter-unsubscribe", lead, Date.now() - (EMAIL_LINKS.unsubscribeDays * DAY + 60_000));
    expect(await unsubscribeLinkState(env, expired)).toBe("ready");
    const init = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" };
    const result = await unsubscribeAction(new Request(`https://caradvisor.test/unsubscribe?token=${expired}`, init), routeContext());
    expect([result.init?.status, result.data.state]).toEqual([200, "unsubscribed"]);
    expect(await row(lead.id)).toMatchObject({ newsletter_opted_in: 0, newsletter_confirmed_at: null });
  });

  it("answers success when the link's lead is gone or its address changed: there is nothing left to unsubscribe", async () => {
    const gone = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });
    const goneLink = await token("newsletter-unsubscribe", gone);
    await env.DB.prepare("delete from leads where id = ?").bind(gone.id).run();
    const changed = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });
    const changedLink = await token("newsletter-unsubscribe", changed);
    await env.DB.prepare("update leads set newsletter_email = ? where id = ?").bind(`new.${changed.email}`, changed.id).run();
    for (const link of [goneLink, changedLink]) {
      const init = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" };
      const result = await unsubscribeAction(new Request(`https://caradvisor.test/unsubscribe?token=${link}`, init), routeContext());
      expect([result.init?.status, result.data.state]).toEqual([200, "unmatched"]);
    }
    // The changed lead's new address was not what the link was sent to: it stays subscribed.
    expect((await row(changed.id))?.newsletter_opted_in).toBe(1);
  });

  it("unsubscribes the address the link was sent to when the lead's newsletter address moved to another since", async () => {
    const lead = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });
    const link = await token("newsletter-unsubscribe", lead);
    // The address the link went to is kept with the lead's request; another lead still sends to it.
    await env.DB.prepare("insert into lead_requests (lead_id, source, email) values (?, 'landing_page_footer', ?)")
      .bind(lead.id, lead.email)
      .run();
    const sameAddress = await subscriber({
      email: lead.email,
      newsletterEmail: lead.email,
      newsletterConfirmedAt: new Date().toISOString(),
    });
    await env.DB.prepare("update leads set newsletter_email = ? where id = ?").bind(`moved.${lead.email}`, lead.id).run();
    expect(await unsubscribeByLink(env, link)).toBe("unsubscribed");
    expect((await row(sameAddress.id))?.newsletter_opted_in).toBe(0);
    expect((await row(lead.id))?.newsletter_opted_in).toBe(1);
  });

  it("does nothing for a forged link or a link of another purpose, and offers to unsubscribe by address instead", async () => {
    const lead = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });
    const forged = (await token("newsletter-unsubscribe", lead)).replace(/.$/, (c) => (c === "a" ? "b" : "a"));
    expect(await unsubscribeByLink(env, forged)).toBe("unmatched");
    expect(await unsubscribeByLink(env, await token("newsletter-confirm", lead))).toBe("unmatched");
    expect(await unsubscribeByLink(env, "garbage")).toBe("invalid");
    expect(await unsubscribeByLink(env, null)).toBe("invalid");
    expect((await row(lead.id))?.newsletter_opted_in).toBe(1);

    const post = (body: Record<string, string>) =>
      unsubscribeAction(
        new Request(`https://caradvisor.test/unsubscribe?token=${forged}`, {
          method: "POST",
          body: new URLSearchParams(body),
          headers: { "cf-connecting-ip": "203.0.113.77" },
        }),
        routeContext(),
      );
    const refused = await post({ intent: "address", email: "not an address" });
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({ state: "byAddress", error: "Please enter a valid email address", email: "not an address" });
    const queued = vi.spyOn(env.LEAD_EVENTS, "send");
    const done = await post({ intent: "address", email: ` ${lead.email.toUpperCase()} ` });
    expect(done.data.state).toBe("addressDone");
    // Typing the address changes nothing: the address is emailed its link instead.
    expect(await row(lead.id)).toMatchObject({ newsletter_opted_in: 1, newsletter_confirmed_at: expect.any(String) });
    const asked = queued.mock.calls.map(([body]) => body);
    expect(asked).toEqual([expect.objectContaining({ type: "visitor.email", kind: "unsubscribe-link", leadId: lead.id })]);
    // The same answer for an address that never subscribed, and nothing is sent.
    expect((await post({ intent: "address", email: "never.subscribed@gmail.com" })).data).toEqual(done.data);
    expect(queued).toHaveBeenCalledTimes(1);
  });

  it("by address emails the link once a day, and the link unsubscribes", async () => {
    const lead = await subscriber({ newsletterConfirmedAt: new Date().toISOString() });
    const sent: EmailMessageBuilder[] = [];
    const mailer = {
      async send(message: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
        if ("subject" in message) sent.push(message);
        return { messageId: "m1" };
      },
    } satisfies SendEmail;
    const queued = vi.spyOn(env.LEAD_EVENTS, "send");
    for (let i = 0; i < 3; i++) await sendUnsubscribeLink(env, lead.email);
    for (const [body] of queued.mock.calls) {
      const { batch } = queueBatch("lead-events", body);
      await handleQueue(batch, { ...env, EMAIL_FROM: "advisors@caradvisor.example", EMAIL: mailer });
    }
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[lead.email, "Unsubscribe from the CarAdvisor newsletter"]]);
    const link = /https:\/\/caradvisor\.example\/unsubscribe\?token=\S+/.exec(sent[0]?.text ?? "")?.[0] ?? "";
    expect(await row(lead.id)).toMatchObject({ newsletter_opted_in: 1 });
    expect(await unsubscribeByLink(env, new URL(link).searchParams.get("token"))).toBe("unsubscribed");
    expect(await row(lead.id)).toMatchObject({ newsletter_opted_in: 0, newsletter_confirmed_at: null });
  });

  it("by address needs no lead and says nothing about whether there was one", async () => {
    expect(await unsubscribeAddress(env, `nobody.${crypto.randomUUID().slice(0, 6)}@gmail.com`)).toBe(0);
  });
});

describe("the subscribers CSV for the marketers' email tool", () => {
  it("lists each confirmed, still subscribed address once, with a working unsubscribe link", async () => {
    await env.DB.prepare("delete from leads").run();
    const confirmedAt = "2026-10-01T10:00:00.000Z";
    await subscriber({ newsletterEmail: "a.reader@gmail.com", newsletterConfirmedAt: confirmedAt });
    await subscriber({ email: "a.reader@gmail.com", newsletterEmail: null, newsletterConfirmedAt: "2026-11-01T10:00:00.000Z" });
    await subscriber({ newsletterEmail: "b.pending@gmail.com" });
    const c = await subscriber({ newsletterEmail: "c.gone@gmail.com", newsletterConfirmedAt: confirmedAt });
    await unsubscribeAddress(env, c.email);
    await subscriber({ newsletterEmail: "=cmd|' /C calc'!A0@x.com", newsletterConfirmedAt: confirmedAt });

    const text = await new Response(subscribersCsv(env)).text();
    const [header, ...lines] = text.trimEnd().split("\r\n");
    expect(header).toBe("email,confirmed_at,unsubscribe_url");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^'=cmd\|' \/C calc'!A0@x\.com,/);
    const [email, at, link] = lines[1]?.split(",") ?? [];
    expect([email, at]).toEqual(["a.reader@gmail.com", confirmedAt]);
    const url = new URL(link ?? "");
    expect(url.origin + url.pathname).toBe("https://caradvisor.example/unsubscribe");
    expect(await checkUnsubscribeLink(env, url.searchParams.get("token"))).toMatchObject({ ok: true, address: "a.reader@gmail.com" });
  });

  it("gives a Spanish subscriber the Spanish unsubscribe page, and an address with a Spanish lead too", async () => {
    await env.DB.prepare("delete from leads").run();
    const confirmedAt = "2026-10-01T10:00:00.000Z";
    await subscriber({ newsletterEmail: "d.lectora@gmail.com", newsletterConfirmedAt: confirmedAt, language: "es" });
    await subscriber({ newsletterEmail: "e.both@gmail.com", newsletterConfirmedAt: confirmedAt });
    await subscriber({ email: "e.both@gmail.com", newsletterEmail: null, newsletterConfirmedAt: confirmedAt, language: "es" });
    await subscriber({ newsletterEmail: "f.reader@gmail.com", newsletterConfirmedAt: confirmedAt });

    const text = await new Response(subscribersCsv(env)).text();
    const links = text
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(","))
      .map(([email, , link]) => [email, new URL(link ?? "")] as const);
    expect(links.map(([email, url]) => [email, url.pathname])).toEqual([
      ["d.lectora@gmail.com", "/es/unsubscribe"],
      ["e.both@gmail.com", "/es/unsubscribe"],
      ["f.reader@gmail.com", "/unsubscribe"],
    ]);
    const [, spanish] = links[0] ?? [];
    expect(await checkUnsubscribeLink(env, spanish?.searchParams.get("token") ?? null)).toMatchObject({
      ok: true,
      address: "d.lectora@gmail.com",
    });
  });

  it("records who downloaded it, as the leads CSV does", async () => {
    const advisor = await addAdvisor();
    const response = await subscribersCsvResponse(pageContext(advisor));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    await response.body?.cancel();
    const audit = await env.DB.prepare("select * from advisor_actions where advisor_id = ? and action = 'export'")
      .bind(advisor.id)
      .all<Record<string, unknown>>();
    expect(audit.results).toEqual([expect.objectContaining({ lead_id: null, detail: JSON.stringify({ list: "subscribers" }) })]);
  });
});
