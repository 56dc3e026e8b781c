import { eq } from "drizzle-orm";
import { auditDetailJson } from "~/domain/admin/advisor-actions";
import { isLeadLanguage, type LeadLanguage } from "~/domain/lead-language";
import { d1Batch } from "../../db/batch";
import { database } from "../../db/client";
import { advisorActions, advisors } from "../../db/schema";
import { refreshSpanishLine } from "./spanish-line.server";

/** The languages an advisor speaks (issue 24, item 5); English when the row holds none we know. */
export async function advisorLanguages(env: Env, advisorId: number): Promise<LeadLanguage[]> {
  const [row] = await database(env.DB).select({ languages: advisors.languages }).from(advisors).where(eq(advisors.id, advisorId)).limit(1);
  const known = (row?.languages ?? []).filter(isLeadLanguage);
  return known.length > 0 ? known : ["en"];
}

/**
 * An advisor records the languages they speak (the account page): the change and its audit row in one
 * batch (advisor_actions, as every advisor action), then the "Hablamos español" flag written again.
 */
export async function setAdvisorLanguages(env: Env, advisorId: number, languages: LeadLanguage[]): Promise<void> {
  const db = database(env.DB);
  await d1Batch(env.DB, [
    db.update(advisors).set({ languages }).where(eq(advisors.id, advisorId)),
    db.insert(advisorActions).values({ advisorId, action: "languages", detail: auditDetailJson({ action: "languages", languages }) }),
  ]);
  await refreshSpanishLine(env);
}
