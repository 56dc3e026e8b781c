import { eq } from "drizzle-orm";
import { BUYER_LINKS, buyerPagePath, emailChangePath } from "#app/domain/buyers/buyer-links";
import type { BuyerReach } from "#app/domain/buyers/buyer-page";
import { DAY_MS } from "#app/domain/constants";
import type { LeadLanguage } from "#app/domain/lead-language";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { leadRequests, leads } from "#worker/db/schema";
import { purposeHmac, verifyPurposeHmac } from "#worker/services/shared/purpose-keys.server";

// The links that open the buyer's page (docs/decisions/052), signed as the email links are
// (docs/decisions/012) under keys of their own purposes:
// - "buyer-page": `{leadId}.{expires}.{mac}` over the lead, the expiry and the lead's address (none for a
//   chat lead without one). It opens the lead's whole page, and stops working once the address changes.
// - "buyer-receipt": `r{receipt}.{expires}.{mac}`, the thank-you view's link: it opens the one request its
//   browser made (lead_requests.receipt), never the lead, which may be someone else's.
// - "buyer-chat-page": `c{leadId}.{expires}.{mac}`, the chat's last message's link: it opens its own lead's
//   page and nothing else held at the address the chat typed, which nobody has shown to be theirs.
// - "buyer-email-change": `{leadId}.{expires}.{mac}` over the new address waiting on the lead: sent to that
//   address, it confirms the change.

type BuyerPurpose = "buyer-page" | "buyer-chat-page" | "buyer-receipt" | "buyer-email-change";

const LIFETIME_DAYS: Record<BuyerPurpose, number> = {
  "buyer-page": BUYER_LINKS.pageDays,
  "buyer-chat-page": BUYER_LINKS.pageDays,
  "buyer-receipt": BUYER_LINKS.receiptDays,
  "buyer-email-change": BUYER_LINKS.emailChangeDays,
};

const LEAD_TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([0-9a-f]{64})$/;
const RECEIPT_TOKEN = /^r([0-9a-f-]{36})\.(\d{1,12})\.([0-9a-f]{64})$/;
const CHAT_TOKEN = /^c([0-9a-f-]{36})\.(\d{1,12})\.([0-9a-f]{64})$/;

type Parsed = { id: string; expires: number; mac: Uint8Array<ArrayBuffer> };

function parse(pattern: RegExp, token: string): Parsed | null {
  const match = pattern.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { id: match[1], expires: Number(match[2]), mac: Uint8Array.fromHex(match[3]) };
}

const macInput = (id: string, expires: number, address: string) => `${id}\n${expires}\n${address}`;
const expiry = (purpose: BuyerPurpose, now: number) => Math.floor((now + LIFETIME_DAYS[purpose] * DAY_MS) / 1000);

async function sign(env: Env, purpose: BuyerPurpose, id: string, address: string, now: number): Promise<string> {
  const expires = expiry(purpose, now);
  const mac = await purposeHmac(appConfig(env).EMAIL_LINK_KEY, purpose, macInput(id, expires, address));
  return `${id}.${expires}.${mac.toHex()}`;
}

const authentic = (env: Env, purpose: BuyerPurpose, { id, expires, mac }: Parsed, address: string) =>
  verifyPurposeHmac(appConfig(env).EMAIL_LINK_KEY, purpose, macInput(id, expires, address), mac);

/** The token of a lead's page, for the address it holds now (null: a chat lead that gave none). */
export const buyerPageToken = (env: Env, leadId: string, address: string | null, now = Date.now()) =>
  sign(env, "buyer-page", leadId, address ?? "", now);

/** The path of a lead's page in a language. */
export async function buyerPageLink(env: Env, leadId: string, address: string | null, language: LeadLanguage, now = Date.now()) {
  return buyerPagePath(await buyerPageToken(env, leadId, address, now), language);
}

/** The chat's link to its lead's page: that lead alone, whatever address the chat was told. */
export async function chatPageLink(env: Env, leadId: string, language: LeadLanguage, now = Date.now()): Promise<string> {
  return buyerPagePath(`c${await sign(env, "buyer-chat-page", leadId, "", now)}`, language);
}

/** The thank-you view's link: the request its browser made, by the receipt it holds. */
export async function receiptLink(env: Env, receipt: string, language: LeadLanguage, now = Date.now()): Promise<string> {
  return buyerPagePath(`r${await sign(env, "buyer-receipt", receipt, "", now)}`, language);
}

/** The absolute link confirming a new address, sent to it. */
export async function emailChangeUrl(env: Env, leadId: string, newAddress: string, language: LeadLanguage, now = Date.now()) {
  const token = await sign(env, "buyer-email-change", leadId, newAddress, now);
  return new URL(emailChangePath(token, language), appConfig(env).PUBLIC_ORIGIN).href;
}

/** The absolute link of a lead's page, for an email. */
export async function buyerPageUrl(env: Env, leadId: string, address: string | null, language: LeadLanguage, now = Date.now()) {
  return new URL(await buyerPageLink(env, leadId, address, language, now), appConfig(env).PUBLIC_ORIGIN).href;
}

/**
 * What a token in the page's path opens: a lead's page, one request (a receipt), or nothing: "invalid"
 * (not ours, another purpose's, or its lead is gone or has another address now) or "expired" (ours, but
 * past its date). An expired token is told apart only once its MAC holds, so a guess learns nothing.
 * A lead's page reaches the person (every lead held at its address: the link was emailed there, so whoever
 * holds it holds the address) or, from the chat's link, the lead alone.
 */
export type BuyerAccess =
  | { kind: "lead"; leadId: string; reach: BuyerReach }
  | { kind: "receipt"; requestId: number; leadId: string }
  | { kind: "none"; problem: "invalid" | "expired" };

export async function buyerAccess(env: Env, token: string, now = Date.now()): Promise<BuyerAccess> {
  const db = database(env.DB);
  const asLead = parse(LEAD_TOKEN, token);
  if (asLead) {
    const [lead] = await db.select({ email: leads.email }).from(leads).where(eq(leads.id, asLead.id)).limit(1);
    if (!lead || !(await authentic(env, "buyer-page", asLead, lead.email ?? ""))) return { kind: "none", problem: "invalid" };
    return asLead.expires * 1000 < now ? { kind: "none", problem: "expired" } : { kind: "lead", leadId: asLead.id, reach: "person" };
  }
  const asChat = parse(CHAT_TOKEN, token);
  if (asChat) {
    if (!(await authentic(env, "buyer-chat-page", asChat, ""))) return { kind: "none", problem: "invalid" };
    const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, asChat.id)).limit(1);
    if (!lead) return { kind: "none", problem: "invalid" };
    return asChat.expires * 1000 < now ? { kind: "none", problem: "expired" } : { kind: "lead", leadId: lead.id, reach: "lead" };
  }
  const asReceipt = parse(RECEIPT_TOKEN, token);
  if (!asReceipt || !(await authentic(env, "buyer-receipt", asReceipt, ""))) return { kind: "none", problem: "invalid" };
  if (asReceipt.expires * 1000 < now) return { kind: "none", problem: "expired" };
  const [request] = await db
    .select({ id: leadRequests.id, leadId: leadRequests.leadId })
    .from(leadRequests)
    .where(eq(leadRequests.receipt, asReceipt.id))
    .limit(1);
  // A receipt whose request is not stored (a bot's fake success, a lead deleted since, D1 still catching up).
  return request ? { kind: "receipt", requestId: request.id, leadId: request.leadId } : { kind: "none", problem: "invalid" };
}

/** The lead whose new address a confirmation link names, while that address still waits; null otherwise. */
export async function emailChangeAccess(
  env: Env,
  token: string,
  now = Date.now(),
): Promise<{ ok: true; leadId: string; address: string } | { ok: false; problem: "invalid" | "expired" }> {
  const parsed = parse(LEAD_TOKEN, token);
  if (!parsed) return { ok: false, problem: "invalid" };
  const [lead] = await database(env.DB).select({ pending: leads.pendingEmail }).from(leads).where(eq(leads.id, parsed.id)).limit(1);
  if (!lead?.pending || !(await authentic(env, "buyer-email-change", parsed, lead.pending))) return { ok: false, problem: "invalid" };
  if (parsed.expires * 1000 < now) return { ok: false, problem: "expired" };
  return { ok: true, leadId: parsed.id, address: lead.pending };
}
