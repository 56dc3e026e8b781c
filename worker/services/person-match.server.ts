import { and, asc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { leads } from "../db/schema";

/**
 * One person, one key (issue 11): the email (stored trimmed and lowercased) or the phone as 10 digits,
 * whatever the way in. A form's "(415) 555-0100" and the chat's "4155550100" are one person.
 */
export type PersonKeys = { email: string | null; phoneDigits: string | null };

const matched = alias(leads, "matched");

/** Leads of `table` (leads itself or an alias) carrying either key; never true for a key that is missing. */
export function matchesKeys(table: typeof leads | typeof matched, keys: PersonKeys): SQL {
  const conditions = [
    keys.email ? eq(table.email, keys.email) : undefined,
    keys.phoneDigits ? eq(table.phoneDigits, keys.phoneDigits) : undefined,
  ].filter((c) => c !== undefined);
  return or(...conditions) ?? sql`0`;
}

/**
 * The id of the person's earliest lead, as a subquery: the leads that carry a key, with every lead
 * sharing their person_id. When several leads match, this one gets the request (issue 11, item 2).
 * Null when nobody matches.
 */
export function earliestLeadOf(db: Database, keys: PersonKeys): SQL {
  const person = alias(leads, "person");
  const match = matchesKeys(matched, keys);
  const query = db
    .select({ id: person.id })
    .from(person)
    .where(
      or(
        inArray(person.id, db.select({ id: matched.id }).from(matched).where(match)),
        inArray(person.personId, db.select({ personId: matched.personId }).from(matched).where(match)),
      ),
    )
    .orderBy(asc(person.createdAt), asc(person.id))
    .limit(1);
  return sql`(${query})`;
}

/**
 * A chat lead's person: the person_id of the earliest other lead that carries one of its keys, or its
 * own id (SPEC §3 chat leads are rows of their own; issue 11 links them to the person's other leads).
 */
export function personOfChatLead(db: Database, leadId: string, keys: PersonKeys): SQL {
  const query = db
    .select({ personId: sql`coalesce(${matched.personId}, ${matched.id})` })
    .from(matched)
    .where(and(ne(matched.id, leadId), matchesKeys(matched, keys)))
    .orderBy(asc(matched.createdAt), asc(matched.id))
    .limit(1);
  return sql`coalesce((${query}), ${leadId})`;
}
