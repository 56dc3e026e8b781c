import { createContext, useContext } from "react";

/**
 * suggestSpanish: offer the page in Spanish, decided on the server from the request; spanishLine:
 * a Spanish page whose phone line has a Spanish-speaking advisor.
 */
export type SiteSettings = { brand: string; phone: string; currentYear: number; suggestSpanish: boolean; spanishLine: boolean };

/**
 * Brand and support phone, from the Worker's config through the root loader: the root route provides them to
 * the pages, and an island to its own tree, from its props (decision record 048).
 */
export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error("site settings missing: the root route or an island provides them");
  return settings;
}

/** The five settings out of the root loader's data (which holds the page's messages too). */
export function siteSettingsOf({ brand, phone, currentYear, suggestSpanish, spanishLine }: SiteSettings): SiteSettings {
  return { brand, phone, currentYear, suggestSpanish, spanishLine };
}
