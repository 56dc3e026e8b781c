import type { LeadFormState } from "./lead-form-rules";
import type { FormKind } from "./lead-submission";
import type { PageContext } from "./page-context";
import type { VehicleMake } from "./vehicle-makes";

// What a marketing page's loader and action hand to its components. The route's server module and the
// page frame both need these shapes, so they live here and neither imports the other.

/** What every marketing page's loader gives its lead modal and forms. */
export type MarketingData = {
  makes: VehicleMake[];
  /** The page's signed form token. */
  formToken: string;
  /** Where the visitor came from, sent with each form. */
  pageContext: PageContext;
  /** A `?lead=` link's source: the page opens with the modal on it. */
  modalSource: string | undefined;
  /** Whether a newsletter signup gets its confirmation email (EMAIL_FROM is set). */
  newsletterConfirms: boolean;
  canonicalUrl: string;
  /** The page's absolute URL in each language when it has a Spanish twin, for hreflang. */
  alternates?: { en: string; es: string };
};

/** What the route action answers to a lead form posted without JavaScript. */
export type LeadActionResult = {
  intent: "lead";
  formKind: FormKind;
  source?: string;
  ok: boolean;
  /** Each field's message, and `_` the form's own, in the page's language. */
  fields?: Record<string, string>;
  values: Partial<LeadFormState>;
  /** The token the form sends next: its own after field errors, a fresh one after an expired one. */
  formToken?: string;
  /** After a success, the thank-you view's link to the request (docs/decisions/052). */
  receipt?: string;
};

/** What the route action answers to the newsletter box posted without JavaScript; `message` is in the page's language. */
export type NewsletterActionResult = { intent: "newsletter"; ok: boolean; message?: string; email: string };
