import { and, asc, desc, eq, inArray, or, type SQLWrapper, sql } from "drizzle-orm";
import type { QuoteFlag } from "#app/domain/quote-rules";
import type { ChatQuoteAnswer, QuoteCheckView, QuoteFlagCount } from "#app/domain/quotes/check-view";
import { buyerSummary, type SummaryWords } from "#app/domain/quotes/summary";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { database, type Database } from "#worker/db/client";
import { advisors, leads, quoteChecks, quoteCorrections, quoteFlags, quoteLines } from "#worker/db/schema";

/** A lead's quotes: the chat's (its dealer_quote_image_path) and those advisors or the buyer uploaded on its pages. */
export const ofLead = (leadId: string, path: string | null) =>
  path ? or(eq(quoteChecks.leadId, leadId), eq(quoteChecks.path, path)) : eq(quoteChecks.leadId, leadId);

type FlagRow = typeof quoteFlags.$inferSelect;
const flagOf = (row: FlagRow): QuoteFlag => ({
  ruleId: row.ruleId,
  severity: row.severity,
  linePosition: row.linePosition,
  amountCents: row.amountCents,
  sentence: row.sentence,
  headline: row.headline,
  source: { label: row.sourceLabel, url: row.sourceUrl },
});

const flagsOf = (db: Database, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(quoteFlags).where(inArray(quoteFlags.checkId, ids)).orderBy(asc(quoteFlags.id));

/** The Quote check panel's data: every quote of the lead, newest first, with lines, flags and corrections. */
export async function leadQuoteChecks(env: Env, lead: { id: string; dealerQuoteImagePath: string | null }): Promise<QuoteCheckView[]> {
  const db = database(env.DB);
  const checks = await db.select().from(quoteChecks).where(ofLead(lead.id, lead.dealerQuoteImagePath)).orderBy(desc(quoteChecks.createdAt));
  const ids = checks.map((check) => check.id);
  if (ids.length === 0) return [];
  const [lines, flags, corrections] = await Promise.all([
    db.select().from(quoteLines).where(inArray(quoteLines.checkId, ids)).orderBy(asc(quoteLines.position)),
    flagsOf(db, ids),
    db
      .select({ correction: quoteCorrections, advisorName: advisors.name })
      .from(quoteCorrections)
      .leftJoin(advisors, eq(advisors.id, quoteCorrections.advisorId))
      .where(inArray(quoteCorrections.checkId, ids))
      .orderBy(desc(quoteCorrections.createdAt), desc(quoteCorrections.id)),
  ]);
  return checks.map((check) => ({
    id: check.id,
    source: check.source,
    status: check.status,
    reader: check.reader,
    reason: check.reason,
    createdAt: check.createdAt,
    readAt: check.readAt,
    head: check.head,
    lines: lines.filter((line) => line.checkId === check.id).map(({ id: _, checkId: __, ...line }) => line),
    flags: flags.filter((flag) => flag.checkId === check.id).map(flagOf),
    flagCount: check.flagCount,
    worthQuestioningCents: check.worthQuestioningCents,
    corrections: corrections
      .filter(({ correction }) => correction.checkId === check.id)
      .map(({ correction, advisorName }) => ({
        id: correction.id,
        linePosition: correction.linePosition,
        field: correction.field,
        before: correction.before,
        after: correction.after,
        advisorName,
        createdAt: correction.createdAt,
      })),
    fileUrl: `/admin/api/leads/${lead.id}/quotes/${check.id}`,
    isPdf: check.path.toLowerCase().endsWith(".pdf"),
  }));
}

/** The leads list's flag counts, and whether a quote is being read, could not be read or is no quote, for one page of leads. */
export const quoteFlagCountsQuery = (db: Database, leadIds: SQLWrapper) =>
  db
    .select({
      leadId: leads.id,
      flags: sql<number>`coalesce(sum(${quoteChecks.flagCount}), 0)`,
      reading: sql<number>`coalesce(max(${quoteChecks.status} = 'queued'), 0)`,
      unread: sql<number>`coalesce(max(${quoteChecks.status} = 'unreadable'), 0)`,
      notQuote: sql<number>`coalesce(max(${quoteChecks.status} = 'not-quote'), 0)`,
    })
    .from(leads)
    .innerJoin(quoteChecks, or(eq(quoteChecks.leadId, leads.id), eq(quoteChecks.path, leads.dealerQuoteImagePath)))
    .where(inArray(leads.id, leadIds))
    .groupBy(leads.id);

/** Each lead's quote check as the list shows it, by lead id. */
export const quoteFlagsByLead = (rows: Awaited<ReturnType<typeof quoteFlagCountsQuery>>): Map<string, QuoteFlagCount> =>
  new Map(
    rows.map((row) => [
      row.leadId,
      {
        flags: Number(row.flags),
        reading: Number(row.reading) === 1,
        unread: Number(row.unread) === 1,
        notQuote: Number(row.notQuote) === 1,
      },
    ]),
  );

/** The file of one of the lead's quotes, for the advisor's stream; null when it is not that lead's. */
export async function leadQuotePath(env: Env, leadId: string, checkId: string): Promise<string | null> {
  const db = database(env.DB);
  const [lead] = await db.select({ path: leads.dealerQuoteImagePath }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const [check] = await db
    .select({ path: quoteChecks.path })
    .from(quoteChecks)
    .where(and(eq(quoteChecks.id, checkId), ofLead(leadId, lead.path)));
  return check?.path ?? null;
}

/**
 * What the chat is told about the quote its lead uploaded: "pending" until the
 * reading is done (or while the chat's save of the upload is on its way), then the buyer's summary,
 * in the lead's language.
 */
export async function chatQuoteAnswer(env: Env, leadId: string): Promise<ChatQuoteAnswer> {
  const db = database(env.DB);
  const [check] = await db
    .select({
      id: quoteChecks.id,
      status: quoteChecks.status,
      reason: quoteChecks.reason,
      worth: quoteChecks.worthQuestioningCents,
      language: leads.language,
    })
    .from(quoteChecks)
    .innerJoin(leads, eq(leads.dealerQuoteImagePath, quoteChecks.path))
    .where(eq(leads.id, leadId));
  if (!check || check.status === "queued") return { status: "pending" };
  const words: SummaryWords = { locale: check.language, t: serverTranslator(check.language, ["quote"]) };
  if (check.status === "not-quote") return { status: "done", summary: buyerSummary({ status: "not-quote" }, words) };
  if (check.status === "unreadable")
    return { status: "done", summary: buyerSummary({ status: "unreadable", reason: check.reason ?? "" }, words) };
  const [[counted], flags] = await Promise.all([
    db.select({ n: sql<number>`count(*)` }).from(quoteLines).where(eq(quoteLines.checkId, check.id)),
    flagsOf(db, [check.id]),
  ]);
  return {
    status: "done",
    summary: buyerSummary(
      {
        status: "read",
        lineCount: Number(counted?.n ?? 0),
        flags: flags.map(flagOf),
        worthQuestioningCents: check.worth,
      },
      words,
    ),
  };
}
