import { DEFAULT_LEAD_LANGUAGE, type LeadLanguage } from "#app/domain/lead-language";
import type { PageContext } from "#app/domain/page-context";

/** What the server itself knows about a submission; never taken from the body. */
export type RequestFacts = { userAgent: string | null };

export function requestFacts(request: Request): RequestFacts {
  return { userAgent: request.headers.get("user-agent")?.slice(0, 512) ?? null };
}

/**
 * The tracking columns every lead row and request carries (SPEC §3), with the language the visitor asked
 * in. A missing session gets a fresh id.
 */
export function leadContextColumns(context: PageContext, facts: RequestFacts, language: LeadLanguage = DEFAULT_LEAD_LANGUAGE) {
  return {
    pageUrl: context.pageUrl ?? null,
    referrerUrl: context.referrerUrl ?? null,
    utmSource: context.utmSource ?? null,
    utmMedium: context.utmMedium ?? null,
    utmCampaign: context.utmCampaign ?? null,
    utmTerm: context.utmTerm ?? null,
    utmContent: context.utmContent ?? null,
    userAgent: facts.userAgent,
    sessionId: context.sessionId ?? crypto.randomUUID(),
    language,
  };
}
