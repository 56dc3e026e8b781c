import { and, asc, gt, sql } from "drizzle-orm";
import { database } from "#worker/db/client";
import type { LeadLanguage } from "#app/domain/lead-language";
import { leads } from "#worker/db/schema";
import { csvStream } from "./csv-stream.server";
import { emailLink, isSubscriber, subscriberAddress } from "#worker/services/email";

export const SUBSCRIBER_COLUMNS = ["email", "confirmed_at", "unsubscribe_url"] as const;

type Subscriber = { address: string; confirmedAt: string; leadId: string; language: LeadLanguage };

/**
 * The newsletter's subscribers for the marketers' email tool: confirmed addresses
 * that have not unsubscribed, one row per address however many leads share it, each with its own
 * one-click unsubscribe link for the tool's List-Unsubscribe header, to the page in the subscriber's
 * language. Streamed, walking the address order.
 */
export function subscribersCsv(env: Env): ReadableStream<Uint8Array> {
  const db = database(env.DB);
  return csvStream(
    SUBSCRIBER_COLUMNS,
    (after: Subscriber | null, limit): Promise<Subscriber[]> =>
      db
        .select({
          address: subscriberAddress,
          confirmedAt: sql<string>`min(${leads.newsletterConfirmedAt})`,
          // Any lead of the address will do: its unsubscribe link unsubscribes the address.
          leadId: sql<string>`min(${leads.id})`,
          // Spanish when any of the address's leads is, as one Spanish request makes a lead Spanish ('es' > 'en').
          language: sql<LeadLanguage>`max(${leads.language})`,
        })
        .from(leads)
        .where(and(isSubscriber, after === null ? undefined : gt(subscriberAddress, after.address)))
        .groupBy(subscriberAddress)
        .orderBy(asc(subscriberAddress))
        .limit(limit),
    async (row) => [row.address, row.confirmedAt, await emailLink(env, "newsletter-unsubscribe", row.leadId, row.address, row.language)],
  );
}
