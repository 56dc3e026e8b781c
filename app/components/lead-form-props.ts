import type { FormKind } from "#app/domain/lead-submission";
import type { LeadActionResult } from "#app/domain/marketing-page";
import type { PageContext } from "#app/domain/page-context";
import type { VehicleMake } from "#app/domain/vehicle-makes";

/** What a page gives each of its lead forms: the same for the modal's and the bottom one. */
export type PageLeadForms = {
  makes: VehicleMake[];
  /** The page's signed form token, as the server rendered it. */
  formToken: string;
  pageContext: PageContext;
  /** The route action's answer to a form posted without JavaScript. */
  result?: LeadActionResult;
  /** The page's route action, where the form posts without JavaScript. */
  action: string;
};

export type LeadFormProps = Omit<PageLeadForms, "result"> & {
  formKind: FormKind;
  source?: string;
  idPrefix: string;
  /** A JSON answer brought the token the page sends next. */
  onFormToken: (token: string) => void;
  result?: LeadActionResult;
  submitLabel: string;
};
