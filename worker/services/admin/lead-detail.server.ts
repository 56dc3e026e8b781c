import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { LeadNoteEntry, LeadRequestEntry, PersonLeadEntry, StatusHistoryEntry } from "#app/domain/admin/lead-views";
import type { CallAttemptEntry } from "#app/domain/admin/timeline";
import { database, type Database } from "#worker/db/client";
import { advisors, callAttempts, leadNotes, leadRequests, leads, leadStatusChanges } from "#worker/db/schema";
import { leadActions } from "#worker/services/leads";

/** How many of the person's other leads the page lists (a person rarely has more than a few). */
const PERSON_LEADS_SHOWN = 20;

const history = (db: Database, id: string): Promise<StatusHistoryEntry[]> =>
  db
    .select({
      id: leadStatusChanges.id,
      status: leadStatusChanges.status,
      changedAt: leadStatusChanges.changedAt,
      reason: leadStatusChanges.reason,
      advisorName: advisors.name,
    })
    .from(leadStatusChanges)
    .leftJoin(advisors, eq(advisors.id, leadStatusChanges.advisorId))
    .where(eq(leadStatusChanges.leadId, id))
    .orderBy(asc(leadStatusChanges.changedAt), asc(leadStatusChanges.id));

const notes = (db: Database, id: string): Promise<LeadNoteEntry[]> =>
  db
    .select({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt, advisorName: advisors.name })
    .from(leadNotes)
    .leftJoin(advisors, eq(advisors.id, leadNotes.advisorId))
    .where(eq(leadNotes.leadId, id))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));

const requests = (db: Database, id: string): Promise<LeadRequestEntry[]> =>
  db
    .select({
      id: leadRequests.id,
      source: leadRequests.source,
      sourceDetail: leadRequests.sourceDetail,
      firstName: leadRequests.firstName,
      lastName: leadRequests.lastName,
      email: leadRequests.email,
      phone: leadRequests.phone,
      zipCode: leadRequests.zipCode,
      pageUrl: leadRequests.pageUrl,
      make: leadRequests.make,
      model: leadRequests.model,
      year: leadRequests.year,
      utmSource: leadRequests.utmSource,
      utmCampaign: leadRequests.utmCampaign,
      unverifiedMatch: leadRequests.unverifiedMatch,
      createdAt: leadRequests.createdAt,
    })
    .from(leadRequests)
    .where(eq(leadRequests.leadId, id))
    .orderBy(desc(leadRequests.createdAt), desc(leadRequests.id));

/** The calls advisors made to the lead, newest first. */
const attempts = (db: Database, id: string): Promise<CallAttemptEntry[]> =>
  db
    .select({
      id: callAttempts.id,
      outcome: callAttempts.outcome,
      note: callAttempts.note,
      createdAt: callAttempts.createdAt,
      advisorName: advisors.name,
    })
    .from(callAttempts)
    .leftJoin(advisors, eq(advisors.id, callAttempts.advisorId))
    .where(eq(callAttempts.leadId, id))
    .orderBy(desc(callAttempts.createdAt), desc(callAttempts.id));

/** The person's other leads (one person across channels shares person_id). */
const personLeads = async (db: Database, id: string, personId: string | null): Promise<PersonLeadEntry[]> =>
  personId === null
    ? []
    : db
        .select({
          id: leads.id,
          firstName: leads.firstName,
          lastName: leads.lastName,
          email: leads.email,
          leadSource: leads.leadSource,
          createdAt: leads.createdAt,
          lastRequestedAt: leads.lastRequestedAt,
          requestCount: leads.requestCount,
          status: leads.status,
        })
        .from(leads)
        .where(and(eq(leads.personId, personId), ne(leads.id, id)))
        .orderBy(desc(leads.createdAt))
        .limit(PERSON_LEADS_SHOWN);

/** Everything the lead page shows: the lead, its assignee, history, notes, requests, the person's other leads and the audit. */
export async function leadDetail(env: Env, id: string) {
  const db = database(env.DB);
  const [found] = await db
    .select({ lead: leads, assigneeName: advisors.name })
    .from(leads)
    .leftJoin(advisors, eq(advisors.id, leads.assignedAdvisorId))
    .where(eq(leads.id, id))
    .limit(1);
  if (!found) return null;
  // The chat's token hash guards the visitor's side only: it never leaves the Worker, not even to an advisor.
  const {
    lead: { chatTokenHash: _, ...lead },
    assigneeName,
  } = found;
  const [statusHistory, leadNotesList, leadRequestsList, otherLeads, actions, calls] = await Promise.all([
    history(db, id),
    notes(db, id),
    requests(db, id),
    personLeads(db, id, lead.personId),
    leadActions(db, id),
    attempts(db, id),
  ]);
  return {
    lead,
    assigneeName,
    history: statusHistory,
    notes: leadNotesList,
    requests: leadRequestsList,
    personLeads: otherLeads,
    actions,
    attempts: calls,
  };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;

/** Where the lead's dealer quote is in R2; null when the lead or its quote is missing. */
export async function dealerQuotePath(env: Env, id: string): Promise<string | null> {
  const [row] = await database(env.DB).select({ path: leads.dealerQuoteImagePath }).from(leads).where(eq(leads.id, id)).limit(1);
  return row?.path ?? null;
}
