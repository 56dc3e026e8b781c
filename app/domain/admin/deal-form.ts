import { z } from "zod";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { API_LIMITS } from "#app/domain/constants";
import { DEAL_FIELDS } from "./deal-fields";

/** Same 60-character cap as the image lookup (vehicle-image-query.ts), so every deal can be looked up. */
const NAME_MAX = 60;

export const DEAL_FORM_MESSAGES = {
  yearRange: (max: number) => `Please enter a year between ${CHAT_LIMITS.firstYear} and ${max}`,
  makeRequired: "Make is required",
  modelRequired: "Model is required",
  tooLong: (max: number) => `Please use at most ${max} characters`,
  vin: "A VIN is 17 letters and digits, without I, O or Q",
  savingsRequired: "Savings off MSRP is required",
  savingsPositive: "Savings must be a dollar amount above zero",
  dateRequired: "The date negotiated is required",
  dateInvalid: "Please enter the date as YYYY-MM-DD",
  dateFuture: "The date cannot be in the future",
} as const;
const M = DEAL_FORM_MESSAGES;

/** Form posts give strings; JSON may give numbers. "$3,500" reads as 3500 because that is how advisors type it. */
const numberish = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.replace(/[$,\s]/g, ""))) : v);
const blankAsNull = (v: unknown) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v);

const requiredText = (required: string) =>
  z.preprocess((v) => v ?? "", z.string({ error: required }).trim().min(1, required).max(NAME_MAX, M.tooLong(NAME_MAX)));

const optionalText = (max: number) => z.preprocess(blankAsNull, z.string().trim().max(max, M.tooLong(max)).nullable());

// VINs never use I, O or Q (ISO 3779); spaces typed while copying are dropped.
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const vin = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s/g, "").toUpperCase() : v),
  z.preprocess(blankAsNull, z.string().regex(VIN_PATTERN, M.vin).nullable()),
);

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * A negotiated deal as an advisor enters it (SPEC §3). Built per request because the year range
 * (1990 to the current year plus 2, as SPEC §9 sets for the chat) and "not in the future" depend on
 * today, in UTC, which is never behind a US advisor's date. Empty optional fields become null.
 */
export function dealFormSchema(today: Date) {
  const maxYear = today.getUTCFullYear() + CHAT_LIMITS.yearsAhead;
  const todayText = today.toISOString().slice(0, 10);
  return z.object({
    year: z.preprocess(
      numberish,
      z
        .number({ error: M.yearRange(maxYear) })
        .int(M.yearRange(maxYear))
        .min(CHAT_LIMITS.firstYear, M.yearRange(maxYear))
        .max(maxYear, M.yearRange(maxYear)),
    ),
    make: requiredText(M.makeRequired),
    model: requiredText(M.modelRequired),
    trim: optionalText(NAME_MAX),
    vin,
    savingsOffMsrp: z.preprocess(
      numberish,
      z.number({ error: (issue) => (issue.input === undefined ? M.savingsRequired : M.savingsPositive) }).positive(M.savingsPositive),
    ),
    dateNegotiated: z
      .preprocess((v) => v ?? "", z.string({ error: M.dateInvalid }).trim().min(1, M.dateRequired))
      .refine(isCalendarDate, M.dateInvalid)
      .refine((date) => date <= todayText, M.dateFuture),
    transmission: optionalText(API_LIMITS.maxTextField),
    drivetrain: optionalText(API_LIMITS.maxTextField),
    fuelType: optionalText(API_LIMITS.maxTextField),
    bodyStyle: optionalText(API_LIMITS.maxTextField),
    engine: optionalText(API_LIMITS.maxTextField),
  });
}

export type DealFormValues = z.output<ReturnType<typeof dealFormSchema>>;

/** A deal form posted without JavaScript, in the shape of the JSON body of the admin deals API. */
export function dealInputFromForm(form: FormData): Record<string, string> {
  return Object.fromEntries(DEAL_FIELDS.map((field) => [field, textOf(form.get(field))]));
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");
