import { eq } from "drizzle-orm";
import { EMAIL_LINKS } from "~/domain/visitor-emails";
import { appConfig } from "../config.server";
import { database } from "../db/client";
import { leads } from "../db/schema";
import { purposeHmac, verifyPurposeHmac } from "./purpose-keys.server";

export type LinkPurpose = "newsletter-confirm" | "newsletter-unsubscribe";

const DAY_MS = 86_400_000;
const LIFETIME_DAYS: Record<LinkPurpose, number> = {
  "newsletter-confirm": EMAIL_LINKS.confirmDays,
  "newsletter-unsubscribe": EMAIL_LINKS.unsubscribeDays,
};
const PATHS: Record<LinkPurpose, string> = {
  "newsletter-confirm": EMAIL_LINKS.confirmPath,
  "newsletter-unsubscribe": EMAIL_LINKS.unsubscribePath,
};
const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([0-9a-f]{64})$/;

/** The address newsletters go to: the newsletter email, else the lead's own (SPEC §3). */
export const newsletterAddress = (lead: { email: string | null; newsletterEmail: string | null }) => lead.newsletterEmail ?? lead.email;

/**
 * A link's token, `{leadId}.{expiresAtSeconds}.{mac}`. The MAC, under the purpose's own key (derived
 * from EMAIL_LINK_KEY), covers the lead, the expiry and the address the email went to: it cannot be
 * forged or stretched, a confirmation token does nothing as an unsubscribe token (or the reverse), and
 * a token stops working if the lead's address changes. The address itself is not in the link.
 */
export async function signLink(env: Env, purpose: LinkPurpose, leadId: string, address: string, now = Date.now()): Promise<string> {
  const expires = Math.floor((now + LIFETIME_DAYS[purpose] * DAY_MS) / 1000);
  return linkToken(appConfig(env).EMAIL_LINK_KEY, purpose, leadId, expires, address);
}

/** The token itself, from the secret alone (tests/workers/encodings.test.ts checks it against Node's crypto). */
export async function linkToken(secret: string, purpose: LinkPurpose, leadId: string, expiresAtSeconds: number, address: string): Promise<string> {
  const mac = await purposeHmac(secret, purpose, macInput(leadId, expiresAtSeconds, address));
  return `${leadId}.${expiresAtSeconds}.${mac.toHex()}`;
}

/** The https link (PUBLIC_ORIGIN) carrying a token. */
export async function emailLink(env: Env, purpose: LinkPurpose, leadId: string, address: string, now = Date.now()): Promise<string> {
  const url = new URL(PATHS[purpose], appConfig(env).PUBLIC_ORIGIN);
  url.searchParams.set("token", await signLink(env, purpose, leadId, address, now));
  return url.href;
}

export type LinkCheck = { ok: true; leadId: string; address: string } | { ok: false; problem: "invalid" | "expired" };

/** Whether a token is ours, for this purpose and the lead's current address, and still in date. */
export async function checkLink(env: Env, purpose: LinkPurpose, token: string | null, now = Date.now()): Promise<LinkCheck> {
  const match = TOKEN.exec(token ?? "");
  if (!match?.[1] || !match[2] || !match[3]) return { ok: false, problem: "invalid" };
  const [, leadId, expires, mac] = match;
  const [lead] = await database(env.DB)
    .select({ email: leads.email, newsletterEmail: leads.newsletterEmail })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  const address = lead ? newsletterAddress(lead) : null;
  if (!address) return { ok: false, problem: "invalid" };
  const authentic = await verifyPurposeHmac(appConfig(env).EMAIL_LINK_KEY, purpose, macInput(leadId, Number(expires), address), Uint8Array.fromHex(mac));
  if (!authentic) return { ok: false, problem: "invalid" };
  if (Number(expires) * 1000 < now) return { ok: false, problem: "expired" };
  return { ok: true, leadId, address };
}

const macInput = (leadId: string, expires: number, address: string) => `${leadId}\n${expires}\n${address}`;
