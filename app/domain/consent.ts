// The notice at collection and the consent to calls and texts, as the visitor reads them (issue 12,
// item 1). Each lead stores CONSENT_TEXT_VERSION with the time it was taken: change the version
// whenever any of this wording changes, so an advisor can tell what a person agreed to.

export const CONSENT_TEXT_VERSION = "2026-11-23";

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
  /** The chat, before the phone question. */
  chatPhone:
    "By sharing your number you agree that our advisors may call or text you about your car purchase. Consent is " +
      "not a condition of buying anything.",
  /** Under the submit button of the lead forms. */
  form: {
    before:
      "By submitting you agree that our advisors may call, text or email you about your car purchase. Consent is not " +
        "a condition of buying anything. See our ",
    link: "Privacy Notice",
    after: ".",
  },
} as const satisfies { chatNotice: LinkedText; chatPhone: string; form: LinkedText };
