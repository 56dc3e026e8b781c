import { LEAD_FORM_MESSAGES, NEWSLETTER_MESSAGES, RATE_LIMIT_MESSAGE } from "~/domain/constants";
import type { MessageKey } from "./messages/en";
import type { Translate } from "./translate";

// The form rules are shared with the server and its tests, and keep SPEC's English messages (SPEC §5,
// §8). A message shown to the visitor goes through here: the one the rules or the server returned is
// found in the catalogue by its English wording and shown in the page's language.

const KEY_OF_MESSAGE: Record<string, MessageKey> = {
  [LEAD_FORM_MESSAGES.firstNameRequired]: "form.error.firstNameRequired",
  [LEAD_FORM_MESSAGES.lastNameRequired]: "form.error.lastNameRequired",
  [LEAD_FORM_MESSAGES.firstNameTooShort]: "form.error.firstNameTooShort",
  [LEAD_FORM_MESSAGES.lastNameTooShort]: "form.error.lastNameTooShort",
  [LEAD_FORM_MESSAGES.nameInvalid]: "form.error.nameInvalid",
  [LEAD_FORM_MESSAGES.phoneRequired]: "form.error.phoneRequired",
  [LEAD_FORM_MESSAGES.phoneLength]: "form.error.phoneLength",
  [LEAD_FORM_MESSAGES.phoneAreaCode]: "form.error.phoneAreaCode",
  [LEAD_FORM_MESSAGES.phoneExchange]: "form.error.phoneExchange",
  [LEAD_FORM_MESSAGES.phoneRepeated]: "form.error.phoneRepeated",
  [LEAD_FORM_MESSAGES.phoneNotUs]: "form.error.phoneNotUs",
  [LEAD_FORM_MESSAGES.emailRequired]: "form.error.emailRequired",
  [LEAD_FORM_MESSAGES.emailInvalid]: "form.error.emailInvalid",
  [LEAD_FORM_MESSAGES.emailBlockedDomain]: "form.error.emailBlockedDomain",
  [LEAD_FORM_MESSAGES.emailSpam]: "form.error.emailSpam",
  [LEAD_FORM_MESSAGES.zipRequired]: "form.error.zipRequired",
  [LEAD_FORM_MESSAGES.zipInvalid]: "form.error.zipInvalid",
  [LEAD_FORM_MESSAGES.makeRequired]: "form.error.makeRequired",
  [LEAD_FORM_MESSAGES.modelRequired]: "form.error.modelRequired",
  [LEAD_FORM_MESSAGES.modelYearRequired]: "form.error.modelYearRequired",
  [LEAD_FORM_MESSAGES.formExpired]: "form.error.formExpired",
  [NEWSLETTER_MESSAGES.confirmationSent]: "site.newsletter.confirmationSent",
  [NEWSLETTER_MESSAGES.noted]: "site.newsletter.noted",
  [NEWSLETTER_MESSAGES.failure]: "site.newsletter.failure",
  [RATE_LIMIT_MESSAGE]: "site.rateLimited",
};

const DID_YOU_MEAN = /^Did you mean (\S+@\S+)\?$/;

/** A rule's or the server's message in the page's language; one the catalogue does not know stays as it is. */
export function localizeMessage(t: Translate, message: string): string {
  const key = KEY_OF_MESSAGE[message];
  if (key) return t(key);
  const suggestion = DID_YOU_MEAN.exec(message);
  if (suggestion?.[1]) return t("form.error.didYouMean", { address: suggestion[1] });
  return message;
}
