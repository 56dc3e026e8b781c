import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "#worker/app";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { signLink } from "#worker/services/email/links.server";
import { unsubscribeAction } from "#app/routes/unsubscribe.server";
import { pageContext } from "#tests/workers/admin/admin-helpers";

// A mail provider's one-click unsubscribe (RFC 8058) that carries an Origin header got 403 from the
// Worker's origin check, then 400 from React Router's. It now works from any origin with a valid token,
// and only then.

const ONE_CLICK = "List-Unsubscribe=One-Click";
const form = { "content-type": "application/x-www-form-urlencoded" };

async function subscriber() {
  const id = crypto.randomUUID();
  const email = `reader.${id.slice(0, 8)}@gmail.com`;
  await database(env.DB)
    .insert(leads)
    .values({ id, email, newsletterEmail: email, newsletterOptedIn: true, newsletterConfirmedAt: new Date().toISOString() });
  return { id, link: `https://caradvisor.test/unsubscribe?token=${await signLink(env, "newsletter-unsubscribe", id, email, Date.now())}` };
}

const optedIn = async (id: string) =>
  (await env.DB.prepare("select newsletter_opted_in from leads where id = ?").bind(id).first<{ newsletter_opted_in: number }>())
    ?.newsletter_opted_in;

describe("one-click unsubscribe from a mail provider's origin", () => {
  it("unsubscribes with a valid token whatever Origin and Sec-Fetch-Site say", async () => {
    const lead = await subscriber();
    const headers = { ...form, origin: "https://mail.provider.example", "sec-fetch-site": "cross-site" };
    const init = { method: "POST", headers, body: ONE_CLICK };
    // The Worker passes it on to the page (the test Worker's page answers "page")…
    const answer = await SELF.fetch(lead.link, init);
    expect([answer.status, await answer.text()]).toEqual([200, "page"]);
    // …whose action unsubscribes from the link's token.
    const result = await unsubscribeAction(new Request(lead.link, init), pageContext());
    expect([result.init?.status, result.data.state]).toEqual([200, "unsubscribed"]);
    expect(await optedIn(lead.id)).toBe(0);
  });

  it("hands the page no foreign Origin, which React Router's own check would refuse with a 400", async () => {
    const seen: Request[] = [];
    const app = createApp(async (request) => {
      seen.push(request);
      return new Response("page");
    });
    // As it arrives over HTTP, with its length.
    const sent = { ...form, "content-length": String(ONE_CLICK.length) };
    const send = async (url: string, headers: Record<string, string>) => {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(url, { method: "POST", headers: { ...sent, ...headers }, body: ONE_CLICK }), env, ctx);
      await waitOnExecutionContext(ctx);
      return response.status;
    };
    const lead = await subscriber();
    const spanish = lead.link.replace("/unsubscribe?", "/es/unsubscribe?");
    expect(await send(lead.link, { origin: "https://mail.example", "sec-fetch-site": "cross-site" })).toBe(200);
    expect(await send(spanish, { origin: "https://mail.example" })).toBe(200);
    // Our own page's post keeps its Origin: React Router checks it as before.
    expect(await send(lead.link, { origin: "https://caradvisor.test", "sec-fetch-site": "same-origin" })).toBe(200);
    expect(seen.map((request) => [request.headers.get("origin"), request.headers.get("sec-fetch-site")])).toEqual([
      [null, null],
      [null, null],
      ["https://caradvisor.test", "same-origin"],
    ]);
    // The page still reads the one-click body.
    expect(Object.fromEntries(await (seen[0] ?? new Request(lead.link)).formData())).toEqual({ "List-Unsubscribe": "One-Click" });
  });

  it("works on the Spanish page's link too (/es/unsubscribe)", async () => {
    const lead = await subscriber();
    const spanish = lead.link.replace("/unsubscribe?", "/es/unsubscribe?");
    const init = { method: "POST", headers: { ...form, origin: "https://mail.provider.example" }, body: ONE_CLICK };
    expect((await SELF.fetch(spanish, init)).status).toBe(200);
    const result = await unsubscribeAction(new Request(spanish, init), pageContext());
    expect(result.data.state).toBe("unsubscribed");
    expect(await optedIn(lead.id)).toBe(0);
  });

  it("still refuses any other cross-origin POST to the page, and a bad token changes nothing", async () => {
    const lead = await subscriber();
    const headers = { ...form, origin: "https://evil.example" };
    for (const body of [`${ONE_CLICK}&intent=address&email=x%40gmail.com`, "intent=address&email=x%40gmail.com", ""]) {
      expect((await SELF.fetch(lead.link, { method: "POST", headers, body })).status, body).toBe(403);
    }
    const forged = new Request(`${lead.link.slice(0, -8)}xxxxxxxx`, { method: "POST", headers, body: ONE_CLICK });
    expect((await unsubscribeAction(forged, pageContext())).data.state).toBe("invalid");
    expect(
      (await SELF.fetch("https://caradvisor.test/newsletter/confirm?token=x", { method: "POST", headers, body: ONE_CLICK })).status,
    ).toBe(403);
    expect(await optedIn(lead.id)).toBe(1);
  });
});
