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
