import { EMAIL_LINKS } from "./visitor-emails";

/** Where a newsletter confirmation link stands, before or after its button is pressed. */
export type ConfirmState = "ready" | "confirmed" | "already" | "cancelled" | "expired" | "invalid";
/**
 * Where an unsubscribe link stands. It never expires (a newsletter may be read long after it was sent);
 * "unmatched" is a link no address we hold makes authentic: nothing is left for it to unsubscribe.
 */
export type UnsubscribeState = "ready" | "unsubscribed" | "unmatched" | "invalid";
/**
 * What the unsubscribe page shows: a link's state, the by-address form (the page opened without a link,
 * say from /privacy; it also stands in for a bad link), or that form's answer.
 */
export type UnsubscribeView = UnsubscribeState | "byAddress" | "addressDone";

type Page = { title: string; text: string };

/** What the confirmation page says in each state (issue 12 item 3 b). */
export const CONFIRM_PAGE = {
  ready: {
    title: "Confirm your subscription",
    text: "Press the button to start getting our newsletter at the address this link was sent to.",
  },
  confirmed: { title: "You are subscribed", text: "Thank you for confirming. Every newsletter has a link to unsubscribe." },
  already: { title: "Already confirmed", text: "This address is already subscribed. Every newsletter has a link to unsubscribe." },
  cancelled: {
    title: "This signup was cancelled",
    text: "The address was unsubscribed, so there is nothing to confirm. To get the newsletter, subscribe again at the bottom of any page.",
  },
  expired: {
    title: "This link has expired",
    text:
      `Confirmation links work for ${EMAIL_LINKS.confirmDays} days. Subscribe again at the bottom of any page and we ` +
      `will email you a new one.`,
  },
  invalid: {
    title: "This link does not work",
    text: "It may be incomplete. Copy the whole link from the email, or subscribe again at the bottom of any page.",
  },
} as const satisfies Record<ConfirmState, Page>;

export const CONFIRM_BUTTON = "Confirm my subscription";

/** What the unsubscribe page says in each state (issue 12 item 3 c). */
export const UNSUBSCRIBE_PAGE = {
  // The same answer whether or not the address was on the list, so the form tells nobody who subscribes.
  addressDone: {
    title: "Check your inbox",
    text:
      "If that address gets our newsletter, we have emailed it a link to unsubscribe (at most one such email a day). Open the " +
      "link and press its button: nothing changes until then.",
  },
  byAddress: {
    title: "Unsubscribe from our newsletter",
    text: "Enter your email address and we will email it a link to unsubscribe.",
  },
  ready: {
    title: "Unsubscribe from our newsletter",
    text: "Press the button and we will send no more newsletters to the address this link was sent to.",
  },
  unsubscribed: { title: "You are unsubscribed", text: "We will send no more newsletters to this address." },
  unmatched: {
    title: "Nothing left to unsubscribe",
    text:
      "This link no longer matches an address we hold, so it has nothing to unsubscribe. If you still get our newsletter, enter the " +
      "address and we will email it a link to unsubscribe.",
  },
  invalid: { title: "This link does not work", text: "Enter your email address and we will email it a link to unsubscribe." },
} as const satisfies Record<UnsubscribeView, Page>;

export const UNSUBSCRIBE_BUTTON = "Unsubscribe";
export const UNSUBSCRIBE_ADDRESS_BUTTON = "Email me the link";
