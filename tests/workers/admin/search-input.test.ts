import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getPage } from "#tests/workers/page-app";
import { addAdvisor, addLead, PAGE, sessionCookie } from "./admin-helpers";

// A NUL byte in the admin's search reached the full-text index's query ("unterminated string"): the list
// and its CSV answered 500. Control characters in a search are refused, 400 with the field's message.

const CONTROL = ["ab%00", "%00", "ab%00cd", "dana%07", "da%1Bna", "ab%7F", "a%0Ab", "%C2%85x"];
const MESSAGE = "Search cannot contain control characters (a tab, a line break, a NUL byte)";

describe("control characters in the admin's search", () => {
  it.each(CONTROL)("the leads list answers q=%s with 400 and the search field's message", async (q) => {
    const cookie = await sessionCookie(await addAdvisor());
    const response = await getPage(`/admin?q=${q}`, { cookie });
    expect(response.status).toBe(400);
    const page = await response.json<{ errors: Record<string, string>; rows: unknown[] }>();
    expect(page.errors).toEqual({ q: MESSAGE });
  });

  it.each(CONTROL)("the CSV export answers q=%s with 400 and the message", async (q) => {
    const cookie = await sessionCookie(await addAdvisor());
    const response = await SELF.fetch(`${PAGE}/admin/api/leads.csv?q=${q}&source=form`, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid query", fields: { q: MESSAGE } });
  });

  it("still finds a lead by a search with spaces, accents and punctuation", async () => {
    const cookie = await sessionCookie(await addAdvisor());
    const tag = crypto.randomUUID().slice(0, 8);
    const id = await addLead({ firstName: "María José", lastName: `O'Neil-${tag}` });
    const response = await getPage(`/admin?q=${encodeURIComponent(` O'Neil-${tag} `)}`, { cookie });
    expect(response.status).toBe(200);
    const page = await response.json<{ rows: { id: string }[] }>();
    expect(page.rows.map((row) => row.id)).toEqual([id]);
  });
});
