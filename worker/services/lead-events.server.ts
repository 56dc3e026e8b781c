import { waitUntil } from "cloudflare:workers";
import type { LeadEvent } from "~/domain/lead-events";
import { logError } from "../log";

/**
 * Puts a lead event on the lead-events queue after the response. The lead is already in D1, so a
 * queue failure is logged and never fails the visitor's request.
 */
export function notifyLeadEvent(env: Env, event: LeadEvent): void {
  waitUntil(enqueue(env, event));
}

async function enqueue(env: Env, event: LeadEvent) {
  try {
    await env.LEAD_EVENTS.send(event, { contentType: "json" });
  } catch (error) {
    logError("lead_event_not_queued", error, { type: event.type, leadId: event.leadId });
  }
}
