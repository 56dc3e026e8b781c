import { count, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { leads, quoteChecks } from "#worker/db/schema";

/**
 * Each lead's quote checks added up, for the leads `which` picks (a page of the leads CSV): how many, their
 * flags and the amount worth questioning, and how many are being read, could not be read or are not a
 * quote, so a spreadsheet never shows an unread quote as clean. A lead's quotes are the chat's (its
 * dealer_quote_image_path) and those advisors uploaded on its page; a lead with none has no row.
 */
export const quoteTotalsQuery = (db: Database, which: SQL) =>
  db
    .select({
      leadId: leads.id,
      checks: count(),
      flags: sql<number>`coalesce(sum(${quoteChecks.flagCount}), 0)`,
      worthCents: sql<number>`coalesce(sum(${quoteChecks.worthQuestioningCents}), 0)`,
      queued: sql<number>`coalesce(sum(${quoteChecks.status} = 'queued'), 0)`,
      notRead: sql<number>`coalesce(sum(${quoteChecks.status} = 'unreadable'), 0)`,
      notQuote: sql<number>`coalesce(sum(${quoteChecks.status} = 'not-quote'), 0)`,
    })
    .from(leads)
    .innerJoin(quoteChecks, or(eq(quoteChecks.leadId, leads.id), eq(quoteChecks.path, leads.dealerQuoteImagePath)))
    .where(which)
    .groupBy(leads.id);
