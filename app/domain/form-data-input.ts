import { LEAD_FIELDS } from "./lead-form-rules";

const CONTEXT_FIELDS = ["pageUrl", "referrerUrl", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "sessionId"] as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/** A lead form posted without JavaScript, in the shape of the JSON body of POST /api/leads. */
export function leadInputFromForm(form: FormData) {
  return {
    ...Object.fromEntries(LEAD_FIELDS.map((field) => [field, text(form, field) ?? ""])),
    honeypot: text(form, "website") ?? "",
    formKind: text(form, "formKind"),
    source: text(form, "source"),
    formToken: text(form, "formToken") ?? "",
    // The /es pages' hidden field.
    language: text(form, "language") || undefined,
    context: Object.fromEntries(CONTEXT_FIELDS.map((field) => [field, text(form, field)])),
  };
}

/** The footer signup posted without JavaScript, in the shape of the JSON body of POST /api/newsletter. */
export function newsletterInputFromForm(form: FormData) {
  return {
    email: text(form, "email") ?? "",
    language: text(form, "language") || undefined,
    context: Object.fromEntries(CONTEXT_FIELDS.map((field) => [field, text(form, field)])),
  };
}
