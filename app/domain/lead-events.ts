import { z } from "zod";
import { SPANISH_UNSERVED_NOTICE } from "./admin/spanish-waiting";
import { LEAD_WEBHOOK_RETRY } from "./constants";
import { LEAD_LANGUAGES, type LeadLanguage } from "./lead-language";

/** lead.repeated: a known person asked again (a form or a newsletter signup matched an existing lead). */
export const LEAD_EVENT_TYPES = ["lead.created", "lead.ready_to_talk", "lead.repeated"] as const;
/** Where a lead came from, coarser than lead_source (landing_page_* forms, the footer newsletter, chatbot). */
export const LEAD_EVENT_SOURCES = ["form", "newsletter", "chatbot"] as const;

/**
 * The body of a lead-events queue message. The webhook sees what it carries, and no personal data
 * leaves the server except through the admin route: the lead is named by its id only.
 */
export const leadEventSchema = z.object({
  type: z.enum(LEAD_EVENT_TYPES),
  leadId: z.uuid(),
  source: z.enum(LEAD_EVENT_SOURCES),
  qualified: z.boolean().nullable().optional(),
  createdAt: z.iso.datetime(),
});

export type LeadEvent = z.output<typeof leadEventSchema>;

/**
 * Emails to visitors, sent by the lead-events consumer through Email Service: a request's
 * confirmation, the newsletter's opt-in link, the unsubscribe link asked for by address,
 * the buyer's page links asked for by address, and the link confirming a new address (docs/decisions/052).
 */
export const VISITOR_EMAIL_KINDS = [
  "lead-confirmation",
  "newsletter-confirmation",
  "unsubscribe-link",
  "buyer-link",
  "email-change",
] as const;
export type VisitorEmailKind = (typeof VISITOR_EMAIL_KINDS)[number];

/**
 * A visitor email waiting on the lead-events queue. It names the lead by id (the consumer reads the
 * address from D1), and `occasion` makes it unique: retries send it once.
 */
export const visitorEmailMessageSchema = z.object({
  type: z.literal("visitor.email"),
  kind: z.enum(VISITOR_EMAIL_KINDS),
  leadId: z.uuid(),
  occasion: z.string().min(1).max(64),
  // The request a confirmation answers: it goes to the address and name that request gave (lead_requests).
  requestId: z.number().int().positive().optional(),
  // The language of the page that asked for it: the email's words and links. Absent (the chat,
  // messages queued before it), the lead's own language decides.
  language: z.enum(LEAD_LANGUAGES).optional(),
});

export type VisitorEmailMessage = z.output<typeof visitorEmailMessageSchema>;

/**
 * The occasion of a confirmation a form or a newsletter signup asks for: the UTC day of the request, so
 * a lead gets at most one of each kind a day, however often someone types its address into our forms.
 */
export const dailyOccasion = (requestedAt: string) => requestedAt.slice(0, 10);

/** An unsubscribe link asked for by address: one occasion a UTC day, like a confirmation. */
export const unsubscribeLinkOccasion = (now: Date) => `unsubscribe-${dailyOccasion(now.toISOString())}`;

/** The buyer's page links asked for by address: one occasion a UTC day. */
export const buyerLinkOccasion = (now: Date) => `buyer-link-${dailyOccasion(now.toISOString())}`;

/** A new address's confirmation: one per change asked for (the address's own cap still holds it to one a day). */
export const emailChangeOccasion = (requestedAt: string) => `email-change-${requestedAt}`;

const TITLES: Record<LeadEvent["type"], string> = {
  "lead.created": "New lead",
  "lead.ready_to_talk": "Lead ready to talk",
  "lead.repeated": "Lead asked again",
};

/**
 * The lead's language when the event is delivered, and whether no enabled advisor speaks Spanish while it
 * asked in Spanish; null when the lead is gone or could not be read.
 */
export type LeadLanguageNeed = { language: LeadLanguage; noSpanishSpeakingAdvisor: boolean };

/**
 * What the webhook receives: the event, a link to the advisor's page, the lead's language, and whether it
 * asked in Spanish while no enabled advisor speaks Spanish, so the operator finds one; nothing else.
 * `text` lets a chat tool's incoming webhook show it as is; a CRM reads the other fields.
 */
export function webhookPayload(event: LeadEvent, origin: string, need: LeadLanguageNeed | null = null) {
  const url = new URL(`/admin/leads/${event.leadId}`, origin).href;
  const noSpanishSpeakingAdvisor = need?.noSpanishSpeakingAdvisor ?? false;
  return {
    type: event.type,
    leadId: event.leadId,
    source: event.source,
    qualified: event.qualified ?? null,
    createdAt: event.createdAt,
    url,
    language: need?.language ?? null,
    noSpanishSpeakingAdvisor,
    text: `${TITLES[event.type]} (${event.source}): ${url}${noSpanishSpeakingAdvisor ? ` ${SPANISH_UNSERVED_NOTICE}` : ""}`,
  };
}

export type WebhookPayload = ReturnType<typeof webhookPayload>;

/** Exponential backoff for a failed delivery: 30 s after the first attempt, doubling, capped. */
export function retryDelaySeconds(attempts: number): number {
  const { firstDelaySeconds, maxDelaySeconds } = LEAD_WEBHOOK_RETRY;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.max(0, attempts - 1));
}
