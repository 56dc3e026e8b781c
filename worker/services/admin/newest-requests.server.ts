import { and, desc, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { RequestDetails } from "#app/domain/admin/newest-request";
import type { Database } from "#worker/db/client";
import { leadRequests } from "#worker/db/schema";

/**
 * Each lead's newest request, for the leads that asked more than once (a single
 * request is the lead itself). One query for a page, its leads given as a subquery of their ids; each
 * lead's newest row is found on the (lead_id, created_at) index.
 */
export function newestRequestsQuery(db: Database, leadIds: SQLWrapper) {
  const newer = sql`select r2.id from ${leadRequests} r2 where r2.lead_id = ${leadRequests.leadId}
    order by r2.created_at desc, r2.id desc limit 1`;
  return db
    .select({
      leadId: leadRequests.leadId,
      firstName: leadRequests.firstName,
      lastName: leadRequests.lastName,
      email: leadRequests.email,
      phone: leadRequests.phone,
      make: leadRequests.make,
      model: leadRequests.model,
      year: leadRequests.year,
    })
    .from(leadRequests)
    .where(and(inArray(leadRequests.leadId, leadIds), sql`${leadRequests.id} = (${newer})`))
    .orderBy(desc(leadRequests.createdAt));
}

/** The newest request's details, by lead id. */
export const newestByLead = (rows: Awaited<ReturnType<typeof newestRequestsQuery>>): Map<string, RequestDetails> =>
  new Map(rows.map(({ leadId, ...details }) => [leadId, details]));
