import { waitUntil } from "cloudflare:workers";
import type { LeadEvent, VisitorEmailMessage } from "#app/domain/lead-events";
import { logError } from "#worker/log.server";

/**
 * Puts a lead event on the lead-events queue after the response. The lead is already in D1, so a
 * queue failure is logged and never fails the visitor's request.
 */
export function notifyLeadEvent(env: Env, event: LeadEvent): void {
  waitUntil(enqueue(env, event));
}

/** Puts a visitor email on the same queue after the response; its consumer sends it once. */
export function queueVisitorEmail(env: Env, email: Omit<VisitorEmailMessage, "type">): void {
  waitUntil(enqueue(env, { type: "visitor.email", ...email }));
}

async function enqueue(env: Env, event: LeadEvent | VisitorEmailMessage) {
  try {
    await env.LEAD_EVENTS.send(event, { contentType: "json" });
  } catch (error) {
    logError("lead_event_not_queued", error, { type: event.type, leadId: event.leadId });
  }
}
