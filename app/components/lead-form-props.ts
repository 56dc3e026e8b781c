import type { LeadFormState } from "~/domain/lead-form-rules";
import type { FormKind } from "~/domain/lead-submission";
import type { PageContext } from "~/domain/page-context";
import type { VehicleMake } from "~/domain/vehicle-makes";

/** What the route action answers to a form posted without JavaScript. */
export type LeadActionResult = {
  intent: "lead";
  formKind: FormKind;
  source?: string;
  ok: boolean;
  fields?: Record<string, string>;
  values: Partial<LeadFormState>;
};

export type LeadFormProps = {
  formKind: FormKind;
  source?: string;
  idPrefix: string;
  makes: VehicleMake[];
  formToken: string;
  pageContext: PageContext;
  result?: LeadActionResult;
  submitLabel: string;
};
