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
  /** The token the form sends next: its own after field errors, a fresh one after an expired one. */
  formToken?: string;
};

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
