import { and, eq, lt } from "drizzle-orm";
import { normalizeEmail } from "#app/domain/email";
import type { EmailCapCategory } from "#app/domain/visitor-emails";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { emailAddressSends } from "#worker/db/schema";
import { logEvent } from "#worker/log.server";
import { purposeHmac } from "#worker/services/shared/purpose-keys.server";
import { DAY_MS } from "#app/domain/constants";

/**
 * The per-address cap on visitor emails: one email of each category a UTC day to one
 * address, whichever lead, form, chat or newsletter signup asks for it. The address is kept only as an
 * HMAC of its normalized form, under its own purpose key, so the table cannot be read back into addresses.
 */
export type AddressClaim = { addressHash: string; category: EmailCapCategory; day: string };

export async function addressClaim(env: Env, category: EmailCapCategory, address: string, now = Date.now()): Promise<AddressClaim> {
  const mac = await purposeHmac(appConfig(env).EMAIL_LINK_KEY, "email-address-cap", normalizeEmail(address));
  return { addressHash: mac.toHex(), category, day: new Date(now).toISOString().slice(0, 10) };
}

/** True for the one caller that may send today's email of this category to this address (one atomic insert). */
export async function claimAddress(env: Env, claim: AddressClaim): Promise<boolean> {
  const [claimed] = await database(env.DB)
    .insert(emailAddressSends)
    .values(claim)
    .onConflictDoNothing()
    .returning({ day: emailAddressSends.day });
  return claimed !== undefined;
}

/** A send that failed gives its claim back, so the queue's retry may send it. */
export async function releaseAddress(env: Env, { addressHash, category, day }: AddressClaim): Promise<void> {
  await database(env.DB)
    .delete(emailAddressSends)
    .where(and(eq(emailAddressSends.addressHash, addressHash), eq(emailAddressSends.category, category), eq(emailAddressSends.day, day)));
}

/** Daily housekeeping: a day before yesterday caps nothing any more. */
export async function forgetAddressSends(env: Env, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EMAIL_CAP_KEPT_DAYS * DAY_MS).toISOString().slice(0, 10);
  const forgotten = await database(env.DB)
    .delete(emailAddressSends)
    .where(lt(emailAddressSends.day, cutoff))
    .returning({ day: emailAddressSends.day });
  logEvent("email_address_sends_forgotten", { count: forgotten.length });
  return forgotten.length;
}

const EMAIL_CAP_KEPT_DAYS = 1;
