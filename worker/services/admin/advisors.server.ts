import { and, asc, eq, sql } from "drizzle-orm";
import { spokenLanguages, type Advisor, type SignedInAdvisor } from "#app/domain/admin/advisor";
import type { LeadLanguage } from "#app/domain/lead-language";
import { database } from "#worker/db/client";
import { advisors } from "#worker/db/schema";

// Named advisors: rows of `advisors`, created by `npm run advisor:add`.

const publicColumns = { id: advisors.id, email: advisors.email, name: advisors.name };

export type AdvisorRecord = Advisor & {
  passwordHash: string | null;
  credentialVersion: number;
  disabled: boolean;
  /** The languages they speak. */
  languages: LeadLanguage[];
};

/** The advisor with this address (emails are stored lowercased), enabled or not; null when none. */
export async function advisorByEmail(env: Env, email: string): Promise<AdvisorRecord | null> {
  const [row] = await database(env.DB).select().from(advisors).where(eq(advisors.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function advisorById(env: Env, id: number): Promise<AdvisorRecord | null> {
  const [row] = await database(env.DB).select().from(advisors).where(eq(advisors.id, id)).limit(1);
  return row ?? null;
}

/** Everyone a lead can be assigned to, by name, with the languages they speak. */
export async function enabledAdvisors(env: Env): Promise<(Advisor & { languages: LeadLanguage[] })[]> {
  return database(env.DB)
    .select({ ...publicColumns, languages: advisors.languages })
    .from(advisors)
    .where(eq(advisors.disabled, false))
    .orderBy(asc(advisors.name), asc(advisors.id));
}

/** What a page may know of the signed-in advisor: never the password hash or the credential version. */
export const publicAdvisor = ({ id, email, name, languages }: Advisor & { languages: readonly unknown[] | null }): SignedInAdvisor => ({
  id,
  email,
  name,
  languages: spokenLanguages(languages),
});

/**
 * Sets a new password hash and moves the credential version on, so every session signed with the old
 * version ends. Only from the version the caller saw: two changes at once cannot
 * both win. Returns the new version, or null when the advisor changed meanwhile.
 */
export async function replacePassword(env: Env, id: number, fromVersion: number, passwordHash: string): Promise<number | null> {
  const [row] = await database(env.DB)
    .update(advisors)
    .set({ passwordHash, credentialVersion: sql`${advisors.credentialVersion} + 1` })
    .where(and(eq(advisors.id, id), eq(advisors.credentialVersion, fromVersion)))
    .returning({ credentialVersion: advisors.credentialVersion });
  return row?.credentialVersion ?? null;
}
