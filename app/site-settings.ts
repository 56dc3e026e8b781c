import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

/**
 * suggestSpanish: offer the page in Spanish (issue 24), decided on the server from the request; spanishLine:
 * a Spanish page whose phone line has a Spanish-speaking advisor.
 */
export type SiteSettings = { brand: string; phone: string; currentYear: number; suggestSpanish: boolean; spanishLine: boolean };

/** Brand and support phone come from the Worker's config through the root loader. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}
