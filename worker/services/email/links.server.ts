import { and, eq, isNotNull } from "drizzle-orm";
import type { LeadLanguage } from "#app/domain/lead-language";
import { EMAIL_LINKS } from "#app/domain/visitor-emails";
import { localizedPath } from "#app/i18n/locale";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { leadRequests, leads } from "#worker/db/schema";
import { purposeHmac, verifyPurposeHmac } from "#worker/services/shared/purpose-keys.server";
import { DAY_MS } from "#app/domain/constants";

export type LinkPurpose = "newsletter-confirm" | "newsletter-unsubscribe";

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
export async function linkToken(
  secret: string,
  purpose: LinkPurpose,
  leadId: string,
  expiresAtSeconds: number,
  address: string,
): Promise<string> {
  const mac = await purposeHmac(secret, purpose, macInput(leadId, expiresAtSeconds, address));
  return `${leadId}.${expiresAtSeconds}.${mac.toHex()}`;
}

/** The https link (PUBLIC_ORIGIN) carrying a token, to the page in the email's language (/es/… in Spanish). */
export async function emailLink(
  env: Env,
  purpose: LinkPurpose,
  leadId: string,
  address: string,
  language: LeadLanguage = "en",
  now = Date.now(),
): Promise<string> {
  const url = new URL(localizedPath(PATHS[purpose], language), appConfig(env).PUBLIC_ORIGIN);
  url.searchParams.set("token", await signLink(env, purpose, leadId, address, now));
  return url.href;
}

export type LinkCheck = { ok: true; leadId: string; address: string } | { ok: false; problem: "invalid" | "expired" };

/**
 * A confirmation link: ours, for the lead's current address (confirming is for the address the email
 * went to, so a link stops working once the address changes), and still in date.
 */
export async function checkConfirmLink(env: Env, token: string | null, now = Date.now()): Promise<LinkCheck> {
  const parsed = parseToken(token);
  const lead = parsed ? await currentAddress(env, parsed.leadId) : null;
  if (!parsed || !lead || !(await isAuthentic(env, "newsletter-confirm", parsed, lead))) return { ok: false, problem: "invalid" };
  if (parsed.expires * 1000 < now) return { ok: false, problem: "expired" };
  return { ok: true, leadId: parsed.leadId, address: lead };
}

export type UnsubscribeLink = { ok: true; leadId: string; address: string } | { ok: false; problem: "invalid" | "unmatched" };

/**
 * The address an unsubscribe link was sent to. Unsubscribing must always work (RFC 8058: a mail client
 * posts the link from any old newsletter), so its date is not checked, and besides the lead's current
 * address the ones its requests gave are tried: the link still unsubscribes the address it went to
 * after the lead's moved on. "unmatched": well formed, but no address we hold makes it authentic (the
 * lead is gone, its address changed to one we no longer have, or the link is forged); there is then
 * nothing for it to unsubscribe.
 */
export async function checkUnsubscribeLink(env: Env, token: string | null): Promise<UnsubscribeLink> {
  const parsed = parseToken(token);
  if (!parsed) return { ok: false, problem: "invalid" };
  const current = await currentAddress(env, parsed.leadId);
  const given = await database(env.DB)
    .selectDistinct({ email: leadRequests.email })
    .from(leadRequests)
    .where(and(eq(leadRequests.leadId, parsed.leadId), isNotNull(leadRequests.email)))
    .limit(ADDRESSES_TRIED);
  for (const address of new Set([current, ...given.map((g) => g.email)])) {
    if (address && (await isAuthentic(env, "newsletter-unsubscribe", parsed, address))) return { ok: true, leadId: parsed.leadId, address };
  }
  return { ok: false, problem: "unmatched" };
}

/** A lead's requests rarely give more than a couple of addresses; more are not tried. */
const ADDRESSES_TRIED = 20;

type ParsedToken = { leadId: string; expires: number; mac: Uint8Array<ArrayBuffer> };

function parseToken(token: string | null): ParsedToken | null {
  const match = TOKEN.exec(token ?? "");
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { leadId: match[1], expires: Number(match[2]), mac: Uint8Array.fromHex(match[3]) };
}

async function currentAddress(env: Env, leadId: string): Promise<string | null> {
  const [lead] = await database(env.DB)
    .select({ email: leads.email, newsletterEmail: leads.newsletterEmail })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  return lead ? newsletterAddress(lead) : null;
}

const isAuthentic = (env: Env, purpose: LinkPurpose, { leadId, expires, mac }: ParsedToken, address: string) =>
  verifyPurposeHmac(appConfig(env).EMAIL_LINK_KEY, purpose, macInput(leadId, expires, address), mac);

const macInput = (leadId: string, expires: number, address: string) => `${leadId}\n${expires}\n${address}`;
