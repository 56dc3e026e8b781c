import type { LeadLanguage } from "#app/domain/lead-language";

/**
 * The buyer's page and the links that open it (docs/decisions/052): a signed token in the path, in the
 * person's language. The English page lives at /my, the Spanish at /es/mi.
 */
export const BUYER_LINKS = {
  /** How long a link to the page works; the lost-link form sends a fresh one. */
  pageDays: 90,
  /** How long the link that confirms a new address works. */
  emailChangeDays: 2,
  /** How long the thank-you view's link to the request works. */
  receiptDays: 30,
} as const;

/** The most pages one lost-link email lists (an address rarely holds more than a form lead and a chat). */
export const BUYER_LINK_PAGES = 5;

const ROOTS: Record<LeadLanguage, string> = { en: "/my", es: "/es/mi" };
/** The confirmation of a new address, under the page's root. */
const EMAIL_SEGMENT: Record<LeadLanguage, string> = { en: "email", es: "correo" };

/** The page without a token, in a language: the lost-link form. */
export const buyerHomePath = (language: LeadLanguage) => ROOTS[language];

/** The page a token opens. */
export const buyerPagePath = (token: string, language: LeadLanguage) => `${ROOTS[language]}/${token}`;

/** The page of a new address's confirmation link. */
export const emailChangePath = (token: string, language: LeadLanguage) => `${ROOTS[language]}/${EMAIL_SEGMENT[language]}/${token}`;

/**
 * The call's calendar file, the data download, and where a quote is uploaded: the API's (worker/api/buyers.ts),
 * the page's token and language in the query, which no log line keeps.
 */
export const buyerFilePath = (token: string, language: LeadLanguage, file: "call.ics" | "data.json" | "quotes") =>
  `/api/buyers/${file}?${new URLSearchParams({ token, language })}`;

/** A path of the buyer's pages with its token hidden, for log lines: "/my/…", "/es/mi/…/data". */
export function withoutBuyerToken(pathname: string): string {
  return pathname.replace(/^(\/my|\/es\/mi)\/(?:(email|correo)\/)?[^/]+/, (_match, root: string, email?: string) =>
    email ? `${root}/${email}/…` : `${root}/…`,
  );
}
