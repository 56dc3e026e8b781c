import { env } from "cloudflare:test";
import type { BuyerView } from "#app/routes/buyer-page.server";
import { buyerPageAction, buyerPageLoader } from "#app/routes/buyer-page.server";
import { database } from "#worker/db/client";
import { leadRequests, leads } from "#worker/db/schema";
import { buyerPageToken } from "#worker/services/email/buyer-links.server";
import { formRequest, PAGE, pageContext, settle } from "#tests/workers/admin/admin-helpers";
import { freshAddress, uniqueEmail, uniquePhone } from "#tests/workers/helpers";

// The buyer's page as a browser without JavaScript uses it: its loader and action in workerd, with the
// Worker's request context (docs/decisions/052).

/** A form lead as a request leaves it: the lead and its first request, with a phone to call. */
export async function addBuyer(values: Partial<typeof leads.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const email = values.email ?? uniqueEmail("buyer");
  const phone = uniquePhone();
  await database(env.DB)
    .insert(leads)
    .values({
      id,
      personId: id,
      firstName: "Dana",
      lastName: "Lopez",
      email,
      phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      phoneDigits: phone,
      make: "Toyota",
      model: "RAV4",
      year: 2026,
      leadSource: "landing_page_cta",
      sessionId: crypto.randomUUID(),
      lastRequestedAt: now,
      createdAt: now,
      ...values,
    });
  await database(env.DB)
    .insert(leadRequests)
    .values({ leadId: id, source: "landing_page_cta", email, make: "Toyota", model: "RAV4", year: 2026, createdAt: now });
  return { id, email };
}

/** The page's token for a lead, as its confirmation email carries it. */
export const tokenOf = (lead: { id: string; email: string | null }) => buyerPageToken(env, lead.id, lead.email);

const path = (token: string, language: "en" | "es") => `${language === "es" ? "/es/mi" : "/my"}/${token}`;

/** The page a token opens, as its loader answers: the view, the status and the headers. */
export async function openPage(token: string, { language = "en" as "en" | "es", query = "", bindings = env } = {}) {
  const answer = await settle(buyerPageLoader(new Request(`${PAGE}${path(token, language)}${query}`), token, pageContext(null, bindings)));
  return { ...answer, view: viewOf(answer.data) };
}

/** One of the page's forms posted, as its action answers (a redirect, or the page with its problem). */
export async function postPage(
  token: string,
  fields: Record<string, string>,
  { language = "en" as "en" | "es", address = freshAddress() } = {},
) {
  const request = formRequest(path(token, language), fields, { "cf-connecting-ip": address });
  const answer = await settle(buyerPageAction(request, token, pageContext()));
  return { ...answer, view: answer.data === null ? null : viewOf(answer.data) };
}

function viewOf(data: unknown): BuyerView {
  if (typeof data === "object" && data !== null && "view" in data) return (data as { view: BuyerView }).view;
  throw new Error("the page answered no view");
}

/** The page's own view: a test that expects the whole page fails here when the link opened something else. */
export function page(view: BuyerView | null) {
  if (view?.kind !== "page") throw new Error(`expected the page, got ${view?.kind ?? "nothing"}`);
  return view;
}
