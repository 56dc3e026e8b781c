import { createContext, useContext } from "react";
import type { PageLeadForms } from "./lead-form-props";

export type MarketingForms = {
  /** What each lead form of the page is given (and the hero search its makes). */
  lead: PageLeadForms;
  /** Visitor email is on: a newsletter signup is told to confirm from its inbox. */
  newsletterConfirms: boolean;
};

/**
 * What the lead forms and the newsletter box of a marketing page are given, on the server, where the page
 * hands it to their islands (decision record 048): makes, the signed form token, page context, the route
 * action and a no-JS result.
 */
export const MarketingFormsContext = createContext<MarketingForms | null>(null);

export function useMarketingForms(): MarketingForms {
  const forms = useContext(MarketingFormsContext);
  if (!forms) throw new Error("lead forms need a MarketingPage around them");
  return forms;
}
