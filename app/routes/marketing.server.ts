import { API_LIMITS } from "#app/domain/constants";
import { leadInputFromForm, newsletterInputFromForm } from "#app/domain/form-data-input";
import { LEAD_FIELDS } from "#app/domain/lead-form-rules";
import { FORM_KINDS, sourceTagSchema } from "#app/domain/lead-submission";
import type { LeadActionResult, MarketingData, NewsletterActionResult } from "#app/domain/marketing-page";
import type { PageContext } from "#app/domain/page-context";
import { utmFromUrl } from "#app/domain/utm";
import { type Namespace, pageMessages, serverTranslator } from "#app/i18n/catalogue.server";
import { localeOfPath, localizedPath } from "#app/i18n/locale";
import { languageTwins } from "#app/i18n/twins";
import { appConfig } from "#worker/config.server";
import { visitorEmailOn } from "#worker/services/email/visitor-email-on.server";
import { workerContext } from "#worker/request-context.server";
import { issueFormToken } from "#worker/services/guards/form-token.server";
import { requestFacts } from "#worker/services/leads/context.server";
import { submitFormLead } from "#worker/services/leads/form-leads.server";
import { subscribeNewsletter } from "#worker/services/leads/newsletter.server";
import { isRateLimited } from "#worker/services/guards/rate-limit.server";
import type { RouterContextProvider } from "react-router";
import { pageMakes } from "./page-makes.server";
import { readForm } from "./read-form.server";

/**
 * Data every marketing page needs for its lead modal and forms: the makes, a freshly signed form
 * token, where the visitor came from, and the page's canonical URL.
 */
export async function marketingData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  canonicalPath: string,
): Promise<MarketingData> {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const lead = sourceTagSchema.safeParse(url.searchParams.get("lead"));
  url.searchParams.delete("lead");
  const pageContext: PageContext = {
    pageUrl: url.href,
    referrerUrl: request.headers.get("referer") ?? undefined,
    ...utmFromUrl(url),
  };
  const [makes, formToken] = await Promise.all([pageMakes(env), issueFormToken(appConfig(env).FORM_TOKEN_KEY)]);
  const twins = languageTwins(canonicalPath);
  return {
    makes,
    formToken,
    pageContext,
    modalSource: lead.success ? lead.data : undefined,
    newsletterConfirms: visitorEmailOn(env),
    // A Spanish twin's canonical URL is its own (/es…): each language is its own page, linked by hreflang.
    canonicalUrl: new URL(localizedPath(canonicalPath, localeOfPath(url.pathname)), url.origin).href,
    ...(twins ? { alternates: { en: new URL(twins.en, url.origin).href, es: new URL(twins.es, url.origin).href } } : {}),
  };
}

/**
 * The chat's messages in the page's language (decision record 029): /chatbot and its Spanish twin,
 * with the reading list's article titles it shares with /blog.
 */
export function chatMessages(request: Request) {
  return pageMessages(localeOfPath(new URL(request.url).pathname), ["chat", "articles"]);
}

/** A page's own namespaces' messages in the page's language, besides every page's (decision record 029). */
export function namespaceMessages(request: Request, namespaces: readonly Namespace[]) {
  return pageMessages(localeOfPath(new URL(request.url).pathname), namespaces);
}

/**
 * Forms posted without JavaScript land here and go through the same services as the JSON API. The
 * Worker has already refused bodies over 64 KB; the rate limit comes before the body is read. Messages come
 * back in the page's language; values shown back to the visitor are cut to what their field allows.
 */
export async function marketingAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<LeadActionResult | NewsletterActionResult> {
  const { env } = context.get(workerContext);
  // The rate limit's refusal in the page's language, or null within the limit.
  const refusal = (await isRateLimited(env, PAGE_FORMS_LIMIT, request))
    ? serverTranslator(localeOfPath(new URL(request.url).pathname), ["site"])("site.rateLimited")
    : null;
  const form = await readForm(request);
  const facts = requestFacts(request);
  if (form.get("intent") === "newsletter") {
    const input = newsletterInputFromForm(form);
    const email = input.email.slice(0, API_LIMITS.maxTextField);
    if (refusal) return { intent: "newsletter", ok: false, message: refusal, email };
    const outcome = await subscribeNewsletter(env, input, facts);
    return { intent: "newsletter", ok: outcome.ok, message: outcome.ok ? undefined : outcome.fields.email, email: outcome.ok ? "" : email };
  }
  const input = leadInputFromForm(form);
  const formKind = FORM_KINDS.find((kind) => kind === input.formKind) ?? "bottom";
  const source = sourceTagSchema.safeParse(input.source);
  const values = Object.fromEntries(LEAD_FIELDS.map((field) => [field, shown(form.get(field))]));
  const base = { intent: "lead" as const, formKind, source: source.success ? source.data : undefined, values };
  if (refusal) return { ...base, ok: false, fields: { _: refusal } };
  const outcome = await submitFormLead(env, input, facts);
  return outcome.ok
    ? { ...base, ok: true, formToken: outcome.formToken, receipt: outcome.receipt }
    : { ...base, ok: false, fields: outcome.fields, formToken: outcome.formToken };
}

/** Page forms share one limit per client address: which form it is can only be known by reading the body. */
const PAGE_FORMS_LIMIT = "page-forms";

/** A posted value as the page shows it again: text only, no longer than any lead field allows. */
function shown(value: unknown): string {
  return typeof value === "string" ? value.slice(0, API_LIMITS.maxTextField) : "";
}
