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

type Vehicle = { year: number; make: string; model: string; trim: string | null };
type Specs = Record<(typeof SPEC_FIELDS)[number], string | null>;
type StoredDeal = Vehicle & Specs & { vin: string | null; savingsOffMsrp: number; dateNegotiated: string };

/** "2025 Toyota RAV4 XLE": how the back office names a deal or a cached image. */
export const vehicleName = ({ year, make, model, trim }: Vehicle) => [year, make, model, trim].filter(Boolean).join(" ");

/** The decoded or typed specs on one line; an em dash when none is known yet. */
export function specsText(deal: Specs): string {
  const known = SPEC_FIELDS.map((field) => deal[field]).filter((value): value is string => Boolean(value));
  return known.length > 0 ? known.join(" · ") : "—";
}

/** A stored deal as the form's text fields, to prefill the edit form. */
export function dealFormState(deal: StoredDeal): DealFormState {
  return {
    year: String(deal.year),
    make: deal.make,
    model: deal.model,
    trim: deal.trim ?? "",
    vin: deal.vin ?? "",
    savingsOffMsrp: String(deal.savingsOffMsrp),
    dateNegotiated: deal.dateNegotiated,
    transmission: deal.transmission ?? "",
    drivetrain: deal.drivetrain ?? "",
    fuelType: deal.fuelType ?? "",
    bodyStyle: deal.bodyStyle ?? "",
    engine: deal.engine ?? "",
  };
}

/** What the page says after a form action redirected back to it (?done=...). */
export const DEAL_NOTICES = {
  created: "Deal added.",
  updated: "Deal saved.",
  deleted: "Deal deleted.",
  missing: "That deal no longer exists; it may have been deleted by someone else.",
} as const;
export type DealNotice = keyof typeof DEAL_NOTICES;

export const dealNotice = (done: string | null): string | null => Object.entries(DEAL_NOTICES).find(([key]) => key === done)?.[1] ?? null;
