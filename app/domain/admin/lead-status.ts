/** Where an advisor is with a lead; every change is recorded with its time. */
export const LEAD_STATUSES = ["new", "contacted", "closed", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
  spam: "Spam",
};

/** The three ways in, as advisors name them. */
export const SOURCE_KINDS = ["form", "newsletter", "chat"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const SOURCE_KIND_LABELS: Record<SourceKind, string> = { form: "Form", newsletter: "Newsletter", chat: "Chat" };

/** lead_source values as stored (SPEC §3): the newsletter box and the chat have one each; every other is a form. */
export const NEWSLETTER_LEAD_SOURCE = "landing_page_footer";
export const CHAT_LEAD_SOURCE = "chatbot";

export function sourceKindOf(leadSource: string | null): SourceKind {
  if (leadSource === NEWSLETTER_LEAD_SOURCE) return "newsletter";
  if (leadSource === CHAT_LEAD_SOURCE) return "chat";
  return "form";
}

/**
 * The leads with no phone, kept out of the call queue: a chat that ended before the
 * phone question, a newsletter signup alone.
 */
export const NO_PHONE_VIEWS = ["no-contact", "subscribers"] as const;
export type NoPhoneView = (typeof NO_PHONE_VIEWS)[number];
export const NO_PHONE_VIEW_LABELS: Record<NoPhoneView, string> = { "no-contact": "Chats without contact", subscribers: "Subscribers" };
