// The deal form's fields without zod, so the page's form can render them without loading the schema
// (the same split as lead-form-rules.ts and lead-form.ts).

/** The fields of the deal form, in the order it shows them; also the keys of the JSON body. */
export const DEAL_FIELDS = [
  "year",
  "make",
  "model",
  "trim",
  "vin",
  "savingsOffMsrp",
  "dateNegotiated",
  "transmission",
  "drivetrain",
  "fuelType",
  "bodyStyle",
  "engine",
] as const;
export type DealField = (typeof DEAL_FIELDS)[number];

/** Filled from the VIN decode when left empty (SPEC §7 call 9). */
export const SPEC_FIELDS = ["transmission", "drivetrain", "fuelType", "bodyStyle", "engine"] as const satisfies readonly DealField[];

export const DEAL_FIELD_LABELS: Record<DealField, string> = {
  year: "Year",
  make: "Make",
  model: "Model",
  trim: "Trim (optional)",
  vin: "VIN (optional)",
  savingsOffMsrp: "Savings off MSRP ($)",
  dateNegotiated: "Date negotiated",
  transmission: "Transmission",
  drivetrain: "Drivetrain",
  fuelType: "Fuel type",
  bodyStyle: "Body style",
  engine: "Engine",
};

export type DealFormState = Record<DealField, string>;

export const EMPTY_DEAL_FORM: DealFormState = {
  year: "",
  make: "",
  model: "",
  trim: "",
  vin: "",
  savingsOffMsrp: "",
  dateNegotiated: "",
  transmission: "",
  drivetrain: "",
  fuelType: "",
  bodyStyle: "",
  engine: "",
};
