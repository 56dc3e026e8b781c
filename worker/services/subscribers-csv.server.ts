import { and, asc, gt, sql } from "drizzle-orm";
import { csvRow } from "~/domain/admin/csv";
import { database } from "../db/client";
import { leads } from "../db/schema";
import { emailLink } from "./email-links.server";
import { isSubscriber, subscriberAddress } from "./newsletter-subscription.server";

const CSV_CHUNK_ROWS = 500;

export const SUBSCRIBER_COLUMNS = ["email", "confirmed_at", "unsubscribe_url"] as const;

/**
 * The newsletter's subscribers for the marketers' email tool (issue 12 item 3 d): confirmed addresses
 * that have not unsubscribed, one row per address however many leads share it, each with its own
 * one-click unsubscribe link for the tool's List-Unsubscribe header. Streamed, 500 addresses a query,
 * walking the address order so a signup during the export neither repeats nor shifts a page.
 */
export function subscribersCsv(env: Env): ReadableStream<Uint8Array> {
  const db = database(env.DB);
  const encoder = new TextEncoder();
  let after: string | null = null;
  let headerSent = false;

  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvRow(SUBSCRIBER_COLUMNS)));
        return;
      }
      const rows = await db
        .select({
          address: subscriberAddress,
          confirmedAt: sql<string>`min(${leads.newsletterConfirmedAt})`,
          // Any lead of the address will do: its unsubscribe link unsubscribes the address.
          leadId: sql<string>`min(${leads.id})`,
        })
        .from(leads)
        .where(and(isSubscriber, after === null ? undefined : gt(subscriberAddress, after)))
        .groupBy(subscriberAddress)
        .orderBy(asc(subscriberAddress))
        .limit(CSV_CHUNK_ROWS);
      if (rows.length === 0) return controller.close();
      const lines = await Promise.all(
        rows.map(async (row) => csvRow([row.address, row.confirmedAt, await emailLink(env, "newsletter-unsubscribe", row.leadId, row.address)])),
      );
      controller.enqueue(encoder.encode(lines.join("")));
      after = rows.at(-1)?.address ?? null;
      if (rows.length < CSV_CHUNK_ROWS) controller.close();
    },
  });
}
