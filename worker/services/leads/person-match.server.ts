import { and, asc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { leadRequests, leads } from "../../db/schema";

/**
 * One person, one key (issue 11): the email (stored trimmed and lowercased) or the phone as 10 digits,
 * whatever the way in. A form's "(415) 555-0100" and the chat's "4155550100" are one person.
 */
export type PersonKeys = { email: string | null; phoneDigits: string | null };

const matched = alias(leads, "matched");

/**
 * Leads of `table` (leads itself or an alias) carrying either key, on the lead or on any of its
 * requests (a returning visitor's new address or phone is kept on the request: lead_requests's email
 * and phone_digits indexes); never true for a key that is missing.
 */
export function matchesKeys(table: typeof leads | typeof matched, keys: PersonKeys): SQL {
  const given = (email: SQL | undefined, phone: SQL | undefined) => [email, phone].filter((c) => c !== undefined);
  const onLead = given(
    keys.email ? eq(table.email, keys.email) : undefined,
    keys.phoneDigits ? eq(table.phoneDigits, keys.phoneDigits) : undefined,
  );
  const onRequest = given(
    keys.email ? eq(leadRequests.email, keys.email) : undefined,
    keys.phoneDigits ? eq(leadRequests.phoneDigits, keys.phoneDigits) : undefined,
  );
  if (onLead.length === 0) return sql`0`;
  return or(...onLead, sql`${table.id} in (select ${leadRequests.leadId} from ${leadRequests} where ${or(...onRequest)})`) ?? sql`0`;
}

/**
 * The id of the person's earliest lead, as a subquery: the leads that carry a key, with every lead
 * sharing their person_id. When several leads match, this one gets the request (issue 11, item 2).
 * `except` leaves one lead out (a chat lead whose own keys are being saved). Null when nobody matches.
 */
export function earliestLeadOf(db: Database, keys: PersonKeys, except?: string): SQL {
  const person = alias(leads, "person");
  const match = and(matchesKeys(matched, keys), except === undefined ? undefined : ne(matched.id, except));
  const query = db
    .select({ id: person.id })
    .from(person)
    .where(
      and(
        or(
          inArray(person.id, db.select({ id: matched.id }).from(matched).where(match)),
          inArray(person.personId, db.select({ personId: matched.personId }).from(matched).where(match)),
        ),
        except === undefined ? undefined : ne(person.id, except),
      ),
    )
    .orderBy(asc(person.createdAt), asc(person.id))
    .limit(1);
  return sql`(${query})`;
}

/**
 * The person a lead with these keys belongs to: the person_id of the person's earliest other lead (by
 * the same rule as earliestLeadOf, so a chat lead joins the person a form request would reach), or its
 * own id (SPEC §3: chat leads are rows of their own; issue 11 links them to the person's other leads).
 */
export function personIdOf(db: Database, keys: PersonKeys, self: string): SQL {
  const earliest = alias(leads, "earliest");
  const query = db
    .select({ personId: sql`coalesce(${earliest.personId}, ${earliest.id})` })
    .from(earliest)
    .where(sql`${earliest.id} = ${earliestLeadOf(db, keys, self)}`);
  return sql`coalesce((${query}), ${self})`;
}
