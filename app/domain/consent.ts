// The notice at collection and the consent to calls and texts, as the visitor reads them.
// Each lead stores CONSENT_TEXT_VERSION with the time it was taken: change the version
// whenever any of this wording changes, so an advisor can tell what a person agreed to.
import type { LeadLanguage } from "./lead-language";

// ".2": the forms' line and the chat's became one wording the day the first version was written.
export const CONSENT_TEXT_VERSION = "2026-11-23.2";

/**
 * The Spanish consent line is a wording of its own, with a version of its own: a lead sent from a
 * Spanish page stores it, so the record says the person agreed in Spanish. Change it whenever
 * CONSENT_PHONE_TEXT.es or the Spanish line under the forms (es.ts "form.consent") changes.
 * ".es.2": "le llamen" for "lo llamen", which assumed the person is a man.
 */
export const CONSENT_TEXT_VERSION_ES = "2026-11-29.es.2";

/** The consent version a request stores, by the language of the page it was sent from. */
export const CONSENT_TEXT_VERSIONS: Record<LeadLanguage, string> = { en: CONSENT_TEXT_VERSION, es: CONSENT_TEXT_VERSION_ES };

/**
 * When /privacy took its current wording (an ISO date, shown in words): change it with the page's text, in
 * either language. Never before the date of a consent version it quotes (consent.test.ts holds it).
 */
export const PRIVACY_EFFECTIVE_DATE = "2026-11-29";

export const PRIVACY_PATH = "/privacy";

/** A sentence with a link to the privacy notice in it. */
export type LinkedText = { before: string; link: string; after: string };

export const CONSENT_TEXT = {
  /** The chat, before its first personal question (the name). */
  chatNotice: {
    before: "Your answers go to our car-buying advisors so they can help you. How we use and keep them: our ",
    link: "Privacy Notice",
    after: ".",
  },
  /**
   * The consent to calls and texts, word for word the same before the chat's phone question and under
   * the lead forms' button (the forms' line says what the chat's says).
   */
  phone:
    "By giving us your phone number you agree that our advisors may call or text you about your car purchase. Consent is not a condition " +
    "of buying anything.",
  /** After it, under the forms' button. */
  formPrivacy: { before: " See our ", link: "Privacy Notice", after: "." },
} as const satisfies { chatNotice: LinkedText; phone: string; formPrivacy: LinkedText };

/** The consent to calls and texts in each language, as /privacy and /es/privacy quote it. */
export const CONSENT_PHONE_TEXT: Record<LeadLanguage, string> = {
  en: CONSENT_TEXT.phone,
  es:
    "Al darnos su número de teléfono, acepta que nuestros asesores le llamen o le envíen mensajes de texto sobre la compra de su " +
    "auto. Dar su consentimiento no es condición para comprar nada.",
};
