import { and, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { LeadLanguage } from "#app/domain/lead-language";
import { phoneDigits } from "#app/domain/phone";
import { database, type Database } from "#worker/db/client";
import { leadRequests, leads, leadStatusChanges } from "#worker/db/schema";
import { d1Batch } from "#worker/db/batch";
import { insertWhere, type RowValues } from "#worker/services/shared/insert-where.server";
import { earliestLeadOf, type PersonKeys, type RequestMatch } from "./person-match.server";

/** One request as lead_requests keeps it: every request a person makes, the first included. */
export type LeadRequestValues = {
  source: string;
  sourceDetail: string | null;
} & Contact &
  Keyed & {
    pageUrl: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmTerm: string | null;
    utmContent: string | null;
    make: string | null;
    model: string | null;
    year: number | null;
    /** The language of the page the request came from. */
    language: LeadLanguage;
    createdAt: string;
    /** The key the browser that made a form request holds (docs/decisions/052); none for the chat's. */
    receipt?: string;
  };

/** The contact details as the request gave them: a returning visitor's new phone or address is kept here. */
type Contact = { firstName: string | null; lastName: string | null; email: string | null; phone: string | null; zipCode: string | null };

/** And the phone as 10 digits, which matching and the advisors' search read. */
type Keyed = { phoneDigits: string | null };

type Tracking = Pick<LeadRequestValues, "pageUrl" | "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent" | "language">;

/** A request row from where the visitor came (leadContextColumns), who they said they were, and what they asked. */
export function requestValues(
  tracking: Tracking,
  asked: Pick<LeadRequestValues, "source" | "sourceDetail" | "make" | "model" | "year" | "createdAt" | "receipt"> & Partial<Contact>,
): LeadRequestValues {
  const { pageUrl, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, language } = tracking;
  const contact: Contact = { firstName: null, lastName: null, email: null, phone: null, zipCode: null };
  const phone = asked.phone ?? null;
  return {
    ...contact,
    pageUrl,
    utmSource,
    utmMedium,
    utmCampaign,
    utmTerm,
    utmContent,
    language,
    ...asked,
    phoneDigits: phone ? phoneDigits(phone) : null,
  };
}

/** Contact columns a repeat request fills where the person's lead has none (a subscriber's name and phone). */
const FILLABLE = ["firstName", "lastName", "email", "phone", "phoneDigits", "zipCode", "make", "model", "year"] as const;
type Fillable = (typeof FILLABLE)[number];

export type RepeatRule = {
  /**
   * A form asks for a call: a contacted or closed lead goes back to new, and its latest request time
   * (the overdue box counts from it) moves. A newsletter signup is counted, and does neither.
   */
  asksForCall: boolean;
  /** Columns a repeat fills on the person's lead only where the lead has nothing yet. */
  fill?: Partial<Record<Fillable, string | number | null>>;
  /** Columns the repeat sets on the person's lead (the consent just given, the newsletter opt-in). */
  set?: Partial<{ [K in keyof typeof leads.$inferInsert]: (typeof leads.$inferInsert)[K] | SQL }>;
};

export type RequestOutcome = {
  /** The lead the request belongs to: the new lead, or the person's earliest lead. */
  leadId: string;
  requestId: number;
  created: boolean;
  reopened: boolean;
};

type NewLead = RowValues<typeof leads> & { id: string; createdAt: string };

/**
 * Stores a request in one D1 batch (one transaction): the new lead unless `match` finds one, the
 * reopening of that lead, its count and (for a call request) its latest request time, and the request
 * row. Every statement finds the lead itself, so 20 concurrent identical requests give one lead and 20
 * request rows (SPEC §4: the visitor sees the same thank-you either way). An unverified match
 * (decision record 025) is kept and counted, and flagged on its row; it fills and sets nothing on the lead, and a
 * contacted or closed lead it reopens says so in its status history.
 */
export async function recordRequest(
  d1: D1Database,
  { lead, match, request, repeat }: { lead: NewLead; match: RequestMatch; request: LeadRequestValues; repeat: RepeatRule },
): Promise<RequestOutcome> {
  const db = database(d1);
  const { target } = match;
  const isRepeatOf = and(eq(leads.id, target), ne(leads.id, lead.id));
  const reopenable = inArray(leads.status, ["contacted", "closed"]);
  const verified = sql`exists (select 1 from ${leads} where ${and(eq(leads.id, target), match.verified)})`;
  const now = request.createdAt;
  // A verified request in Spanish makes the lead Spanish: its advisor should speak it.
  // One in English leaves the lead's language as it was; each request keeps its own.
  const changes = {
    ...fillMissing(repeat.fill ?? {}),
    ...repeat.set,
    ...(request.language === "es" ? { language: request.language } : {}),
  };

  const results = await d1Batch(d1, [
    insertWhere(
      leads,
      { ...lead, personId: lead.id, lastRequestedAt: now, requestCount: 1 },
      sql`not exists (select 1 from ${leads} where ${match.any})`,
      {
        id: leads.id,
      },
    ),
    // Before the updates below: the status change reads the status they change, the flag the lead's keys.
    insertWhere(
      leadStatusChanges,
      {
        leadId: target,
        status: "new",
        changedAt: now,
        reason: sql`case when ${verified} then 'asked_again' else 'asked_again_unverified' end`,
      },
      repeat.asksForCall ? sql`exists (select 1 from ${leads} where ${and(isRepeatOf, reopenable)})` : sql`0`,
      { id: leadStatusChanges.id },
    ),
    insertWhere(leadRequests, { ...request, leadId: target, unverifiedMatch: sql`not ${verified}` }, sql`1`, {
      id: leadRequests.id,
      leadId: leadRequests.leadId,
    }),
    db
      .update(leads)
      .set({
        requestCount: sql`${leads.requestCount} + 1`,
        updatedAt: now,
        ...(repeat.asksForCall
          ? {
              lastRequestedAt: now,
              status: sql`case when ${reopenable} then 'new' else ${leads.status} end`,
              statusChangedAt: sql`case when ${reopenable} then ${now} else ${leads.statusChangedAt} end`,
            }
          : {}),
      })
      .where(isRepeatOf),
    ...(Object.keys(changes).length > 0 ? [db.update(leads).set(changes).where(and(isRepeatOf, match.verified))] : []),
  ]);
  const [inserted, reopened, stored] = results.map((result) => result.results);
  const saved = storedRequest.parse(stored?.[0]);
  return { leadId: saved.leadId, requestId: saved.id, created: (inserted?.length ?? 0) > 0, reopened: (reopened?.length ?? 0) > 0 };
}

// The request row as the batch returns it (RETURNING "id", "lead_id" as "leadId").
const storedRequest = z.object({ id: z.number().int(), leadId: z.string() });

function fillMissing(fill: Partial<Record<Fillable, string | number | null>>) {
  const entries = FILLABLE.flatMap((key) => {
    const value = fill[key];
    return value !== undefined && value !== null && value !== "" ? [[key, sql`coalesce(${leads[key]}, ${value})`] as const] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * Whether this very request is already stored (a lead-writes queue message delivered twice): the
 * request row of the person's lead at the same moment from the same form.
 */
export async function isRequestStored(db: Database, keys: PersonKeys, request: LeadRequestValues): Promise<boolean> {
  const [found] = await db
    .select({ id: leadRequests.id })
    .from(leadRequests)
    .where(
      and(
        eq(leadRequests.leadId, earliestLeadOf(db, keys)),
        eq(leadRequests.createdAt, request.createdAt),
        request.sourceDetail === null ? isNull(leadRequests.sourceDetail) : eq(leadRequests.sourceDetail, request.sourceDetail),
      ),
    )
    .limit(1);
  return found !== undefined;
}
