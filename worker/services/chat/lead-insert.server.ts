import { eq, sql, type SQL } from "drizzle-orm";
import { CHAT_LEAD_SOURCE } from "#app/domain/admin/lead-status";
import type { Answers } from "#app/domain/chat/flow";
import { chatLeadColumns, type Turn } from "#app/domain/chat/lead-columns";
import { CONSENT_TEXT_VERSIONS } from "#app/domain/consent";
import type { LeadLanguage } from "#app/domain/lead-language";
import type { PageContext } from "#app/domain/page-context";
import type { Database } from "#worker/db/client";
import { leadRequests, leads } from "#worker/db/schema";
import { chatPerson, type ChatColumns } from "./lead-rules.server";
import { strikeColumns } from "./strike-count.server";
import { insertWhere } from "#worker/services/shared/insert-where.server";
import { leadContextColumns, type RequestFacts, requestValues } from "#worker/services/leads";

export const CHAT_SOURCE_DETAIL = "chat_assistant";

/** A chat lead to write: the answers so far, where the visitor came from, and who may update it. */
export type NewChatLead = {
  id: string;
  sessionId: string;
  answers: Answers;
  conversation: Turn[];
  context: PageContext | undefined;
  facts: RequestFacts;
  now: string;
  /** The chat page's language. */
  language: LeadLanguage;
  /** The hash of the update token its creation hands back; null for a lead nobody may update (ended). */
  tokenHash: string | null;
};

/**
 * The statements that write a chat lead and its first request (SPEC §7 call 5), for one D1
 * batch: the lead only where `condition` holds, the request only if the lead was written. The lead
 * takes the person_id of any lead with the same email or phone, and the session's strike count.
 */
export function chatLeadInsert(db: Database, lead: NewChatLead, condition: SQL): { statements: [SQL, SQL]; columns: ChatColumns } {
  const { id, sessionId, now } = lead;
  const columns = chatLeadColumns(lead.answers, lead.conversation, now);
  const tracking = leadContextColumns({ ...lead.context, sessionId }, lead.facts, lead.language);
  const person = chatPerson(db, id, columns);
  const leadRow = insertWhere(
    leads,
    {
      id,
      ...tracking,
      ...columns,
      phoneDigits: person.phoneDigits,
      // A chat with neither an email nor a phone yet is a person of its own.
      personId: person.personId ?? id,
      ...(columns.phone ? { consentTextVersion: CONSENT_TEXT_VERSIONS[lead.language], consentAt: now } : {}),
      leadSource: CHAT_LEAD_SOURCE,
      leadSourceDetail: CHAT_SOURCE_DETAIL,
      newsletterOptedInAt: columns.newsletterOptedIn ? now : null,
      lastRequestedAt: now,
      ...strikeColumns(sessionId),
      createdAt: now,
      chatTokenHash: lead.tokenHash,
    },
    condition,
    { id: leads.id },
  );
  const request = insertWhere(
    leadRequests,
    {
      leadId: id,
      ...requestValues(tracking, {
        source: CHAT_LEAD_SOURCE,
        sourceDetail: CHAT_SOURCE_DETAIL,
        firstName: columns.firstName,
        lastName: columns.lastName,
        email: columns.email,
        phone: columns.phone,
        zipCode: columns.zipCode,
        make: columns.make,
        model: columns.model,
        year: columns.year,
        createdAt: now,
      }),
    },
    sql`exists (select 1 from ${leads} where ${eq(leads.id, id)})`,
    { id: leadRequests.id },
  );
  return { statements: [leadRow, request], columns };
}
