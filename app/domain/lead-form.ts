import { z } from "zod";
import { API_LIMITS, FORM_LIMITS, LEAD_FORM_MESSAGES as M } from "./constants";
import { emailError, normalizeEmail } from "./email";
import { parseModelYear } from "./model-years";
import { formatPhoneDisplay, phoneDigits, phoneError } from "./phone";

/** The visible fields of the lead form state (SPEC §3), in the order the form shows them. */
export const LEAD_FIELDS = ["firstName", "lastName", "phone", "email", "make", "modelYear", "model", "zipCode"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadFormState = Record<LeadField, string> & { honeypot: string };
export type LeadFieldErrors = Partial<Record<LeadField, string>>;

export const EMPTY_LEAD_FORM: LeadFormState = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  zipCode: "",
  make: "",
  model: "",
  modelYear: "",
  honeypot: "",
};

const NAME_CHARACTERS = /^[\p{L}\s'’-]+$/u;
const SELECT_MAX = 60;

function nameError(required: string, tooShort: string) {
  return (input: string) => {
    const name = input.trim();
    if (name === "") return required;
    if (name.length < FORM_LIMITS.nameMinLength) return tooShort;
    if (!NAME_CHARACTERS.test(name)) return M.nameInvalid;
    return undefined;
  };
}

function selectError(required: string) {
  return (input: string) => (input.trim() === "" ? required : input.length > SELECT_MAX ? required : undefined);
}

function zipError(input: string) {
  const zip = input.trim();
  if (zip === "") return M.zipRequired;
  return /^\d{5}$/.test(zip) ? undefined : M.zipInvalid;
}

function modelYearError(input: string) {
  const year = parseModelYear(input);
  const latest = new Date().getUTCFullYear() + 2;
  return year !== null && year >= 1900 && year <= latest ? undefined : M.modelYearRequired;
}

/** One validator per field, checks in the order SPEC §5 lists them: the first failure is the message. */
const FIELD_RULES: Record<LeadField, (value: string) => string | undefined> = {
  firstName: nameError(M.firstNameRequired, M.firstNameTooShort),
  lastName: nameError(M.lastNameRequired, M.lastNameTooShort),
  phone: phoneError,
  email: emailError,
  zipCode: zipError,
  make: selectError(M.makeRequired),
  model: selectError(M.modelRequired),
  modelYear: modelYearError,
};

export function leadFieldError(field: LeadField, value: string): string | undefined {
  return FIELD_RULES[field](value);
}

export function leadFormErrors(state: Record<LeadField, string>): LeadFieldErrors {
  const errors: LeadFieldErrors = {};
  for (const field of LEAD_FIELDS) {
    const message = leadFieldError(field, state[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** A missing field reads as empty so it gets the field's own "required" message. */
const text = z.preprocess((v) => v ?? "", z.string().max(API_LIMITS.maxTextField));

function ruled(field: LeadField) {
  return text.superRefine((value, ctx) => {
    const message = leadFieldError(field, value);
    if (message) ctx.addIssue({ code: "custom", message });
  });
}

/** Parses the lead form state and yields the lead as SPEC §3 stores it. */
export const leadFormSchema = z
  .object({
    firstName: ruled("firstName"),
    lastName: ruled("lastName"),
    phone: ruled("phone"),
    email: ruled("email"),
    zipCode: ruled("zipCode"),
    make: ruled("make"),
    model: ruled("model"),
    modelYear: ruled("modelYear"),
  })
  .transform((s) => ({
    firstName: s.firstName.trim(),
    lastName: s.lastName.trim(),
    email: normalizeEmail(s.email),
    phone: formatPhoneDisplay(phoneDigits(s.phone)),
    zipCode: s.zipCode.trim(),
    make: s.make.trim(),
    model: s.model.trim(),
    year: parseModelYear(s.modelYear),
  }));

export type LeadFormValues = z.output<typeof leadFormSchema>;
