import { and, asc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "#worker/db/client";
import { leadRequests, leads } from "#worker/db/schema";

/**
 * One person, one key: the email (stored trimmed and lowercased) or the phone as 10 digits,
 * whatever the way in. A form's "(415) 555-0100" and the chat's "4155550100" are one person.
 */
export type PersonKeys = { email: string | null; phoneDigits: string | null };

const matched = alias(leads, "matched");

/**
 * Leads of `table` (leads itself or an alias) carrying either key, on the lead or on any of its
 * verified requests (lead_requests's email and phone_digits indexes); never true for a key that is missing.
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
  // An unverified request's details are nobody's proven keys: they link nothing.
  const verifiedRequest = and(or(...onRequest), eq(leadRequests.unverifiedMatch, false));
  return or(...onLead, sql`${table.id} in (select ${leadRequests.leadId} from ${leadRequests} where ${verifiedRequest})`) ?? sql`0`;
}

/**
 * The id of the person's earliest lead, as a subquery: the leads that carry a key, with every lead
 * sharing their person_id. When several leads match, this one gets the request.
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
 * own id (SPEC §3: chat leads are rows of their own; person_id links them to the person's other leads).
 */
export function personIdOf(db: Database, keys: PersonKeys, self: string): SQL {
  const earliest = alias(leads, "earliest");
  const query = db
    .select({ personId: sql`coalesce(${earliest.personId}, ${earliest.id})` })
    .from(earliest)
    .where(sql`${earliest.id} = ${earliestLeadOf(db, keys, self)}`);
  return sql`coalesce((${query}), ${self})`;
}

/**
 * How a request finds its lead, as SQL for one D1 batch: `target` the lead's id (a subquery, null when
 * none), `any` whether a lead of `leads` matches (a new lead is written otherwise), and `verified`, on
 * the target's row, whether the request is shown to come from that lead's person.
 */
export type RequestMatch = { target: SQL; any: SQL; verified: SQL };

/**
 * A form request: the person's earliest lead by either key. It is verified only when it gives the
 * lead's own email and phone both: a request that shares one key while the other differs (or the lead
 * has none) is an unverified match, kept on the lead for the advisor and changing nothing of it.
 */
export function personMatch(db: Database, keys: PersonKeys): RequestMatch {
  const own = [
    keys.email ? eq(leads.email, keys.email) : undefined,
    keys.phoneDigits ? eq(leads.phoneDigits, keys.phoneDigits) : undefined,
  ].filter((c) => c !== undefined);
  return { target: earliestLeadOf(db, keys), any: matchesKeys(leads, keys), verified: and(...own) ?? sql`0` };
}

/**
 * A newsletter signup: only a lead whose own email or newsletter address is this address,
 * never one reached through a request, a phone or the person's other leads. Such a match is
 * the address's own, so it is verified.
 */
export function addressMatch(db: Database, email: string): RequestMatch {
  const byAddress = alias(leads, "by_address");
  const target = db
    .select({ id: byAddress.id })
    .from(byAddress)
    .where(or(eq(byAddress.email, email), eq(byAddress.newsletterEmail, email)))
    .orderBy(asc(byAddress.createdAt), asc(byAddress.id))
    .limit(1);
  return { target: sql`(${target})`, any: or(eq(leads.email, email), eq(leads.newsletterEmail, email)) ?? sql`0`, verified: sql`1` };
}
