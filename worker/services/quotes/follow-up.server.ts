import { and, asc, eq } from "drizzle-orm";
import { flagAnswer, flagAsked } from "#app/domain/quotes/follow-up-answer";
import type { LeadLanguage } from "#app/domain/lead-language";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { database } from "#worker/db/client";
import { leads, quoteChecks, quoteFlags, quoteLines } from "#worker/db/schema";

/**
 * What the chat's lead's quote check says about the buyer's follow-up question, for the chat's fallback
 * when the reply service cannot answer: the flag the question is about, with its
 * source, in the buyer's language; null when the lead has no read quote or the question is about nothing flagged.
 */
export async function quoteFollowUp(env: Env, leadId: string, question: string, language: LeadLanguage): Promise<string | null> {
  const db = database(env.DB);
  const [check] = await db
    .select({ id: quoteChecks.id })
    .from(quoteChecks)
    .innerJoin(leads, eq(leads.dealerQuoteImagePath, quoteChecks.path))
    .where(and(eq(leads.id, leadId), eq(quoteChecks.status, "read")));
  if (!check) return null;
  const [flags, lines] = await Promise.all([
    db.select().from(quoteFlags).where(eq(quoteFlags.checkId, check.id)).orderBy(asc(quoteFlags.id)),
    db.select().from(quoteLines).where(eq(quoteLines.checkId, check.id)),
  ]);
  const flagged = flags.map((row) => {
    const line = lines.find((candidate) => candidate.position === row.linePosition);
    return {
      flag: {
        ruleId: row.ruleId,
        severity: row.severity,
        linePosition: row.linePosition,
        amountCents: row.amountCents,
        sentence: row.sentence,
        headline: row.headline,
        source: { label: row.sourceLabel, url: row.sourceUrl },
      },
      line: line ? { label: line.label, amountCents: line.amountCents, category: line.category } : null,
    };
  });
  const flag = flagAsked(question, flagged);
  return flag ? flagAnswer(flag, { locale: language, t: serverTranslator(language, ["quote"]) }) : null;
}
