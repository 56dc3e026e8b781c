import type { FormKind } from "~/domain/lead-submission";
import type { LeadActionResult } from "~/domain/marketing-page";
import type { PageContext } from "~/domain/page-context";
import type { VehicleMake } from "~/domain/vehicle-makes";

export type LeadFormProps = {
  formKind: FormKind;
  source?: string;
  idPrefix: string;
  makes: VehicleMake[];
  formToken: string;
  /** A JSON answer brought the token the page sends next (issue 13, item 4). */
  onFormToken: (token: string) => void;
  pageContext: PageContext;
  result?: LeadActionResult;
  submitLabel: string;
};
