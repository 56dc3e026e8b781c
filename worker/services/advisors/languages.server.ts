import { eq } from "drizzle-orm";
import { auditDetailJson } from "#app/domain/admin/advisor-actions";
import type { LeadLanguage } from "#app/domain/lead-language";
import { d1Batch } from "#worker/db/batch";
import { database } from "#worker/db/client";
import { advisorActions, advisors } from "#worker/db/schema";
import { refreshSpanishLine } from "./spanish-line.server";

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
