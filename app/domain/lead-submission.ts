import { z } from "zod";
import { API_LIMITS } from "./constants";
import { leadLanguageSchema } from "./lead-language";
import { pageContextSchema } from "./page-context";

export const FORM_KINDS = ["modal", "bottom"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Source tags the modal is opened with: navbar, how_it_works, pricing_full_service, faq, ... */
export const sourceTagSchema = z.string().regex(/^[a-z0-9_]{1,40}$/, "Invalid source tag");

/**
 * Everything a lead form sends besides its fields: the form kind and source tag, the server-signed
 * token carrying the render time, the hidden honeypot and where the visitor came from.
 */
export const leadEnvelopeSchema = z.object({
  formKind: z.enum(FORM_KINDS),
  source: sourceTagSchema.optional(),
  formToken: z.string().max(API_LIMITS.maxTextField),
  honeypot: z.preprocess((v) => v ?? "", z.string().max(API_LIMITS.maxTextField)),
  context: pageContextSchema.default({}),
  /** The page's language: "es" from the /es pages; absent is English. */
  language: leadLanguageSchema,
});

export type LeadEnvelope = z.output<typeof leadEnvelopeSchema>;

/** SPEC §3: modal leads are tagged by the button that opened the modal; the bottom form has fixed tags. */
export function leadSourceOf(formKind: FormKind, source: string | undefined) {
  if (formKind === "bottom") return { leadSource: "landing_page_cta", leadSourceDetail: "bottom_cta_form" };
  const tag = source ?? "navbar";
  return { leadSource: `landing_page_${tag}`, leadSourceDetail: `${tag}_modal_form` };
}
