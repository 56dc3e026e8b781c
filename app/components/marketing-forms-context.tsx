import { createContext, useContext } from "react";
import type { LeadFormProps } from "./lead-form-props";

export type MarketingForms = Pick<LeadFormProps, "makes" | "formToken" | "onFormToken" | "pageContext" | "result"> & {
  /** Visitor email is on: a newsletter signup is told to confirm from its inbox (issue 12). */
  newsletterConfirms: boolean;
};

/** What every lead form of a marketing page shares: makes, the signed form token (renewed by answers), page context, a no-JS result. */
export const MarketingFormsContext = createContext<MarketingForms | null>(null);

export function useMarketingForms(): MarketingForms {
  const forms = useContext(MarketingFormsContext);
  if (!forms) throw new Error("lead forms need a MarketingPage around them");
  return forms;
}
