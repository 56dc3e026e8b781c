// The lead form rules of SPEC §5 as plain functions: the browser validates with them on blur without
// loading zod, and lead-form.ts wraps them in the schema both transports parse with.
import type { MessageKey } from "#app/i18n/messages/en";
import { FORM_LIMITS } from "./constants";
import { emailError } from "./email";
import type { Message } from "./message";
import { parseModelYear } from "./model-years";
import { phoneError } from "./phone";

/** The visible fields of the lead form state (SPEC §3), in the order the form shows them. */
export const LEAD_FIELDS = ["firstName", "lastName", "phone", "email", "make", "modelYear", "model", "zipCode"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadFormState = Record<LeadField, string> & { honeypot: string };
export type LeadFieldErrors = Partial<Record<LeadField, Message>>;

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

/**
 * Only letters, spaces, apostrophes and hyphens (SPEC §5), in every channel (the chat's names too): a space
 * is a space, never a line break or a tab, so a name cannot carry a paragraph of its own.
 */
export const NAME_CHARACTERS = /^[\p{L} '’-]+$/u;
const SELECT_MAX = 60;

function nameError(required: MessageKey, tooShort: MessageKey) {
  return (input: string): Message | undefined => {
    const name = input.trim();
    if (name === "") return { key: required };
    if (name.length < FORM_LIMITS.nameMinLength) return { key: tooShort };
    if (!NAME_CHARACTERS.test(name)) return { key: "form.error.nameInvalid" };
    return undefined;
  };
}

function selectError(required: MessageKey) {
  return (input: string): Message | undefined => (input.trim() === "" || input.length > SELECT_MAX ? { key: required } : undefined);
}

function zipError(input: string): Message | undefined {
  const zip = input.trim();
  if (zip === "") return { key: "form.error.zipRequired" };
  return /^\d{5}$/.test(zip) ? undefined : { key: "form.error.zipInvalid" };
}

function modelYearError(input: string): Message | undefined {
  const year = parseModelYear(input);
  const latest = new Date().getUTCFullYear() + 2;
  return year !== null && year >= 1900 && year <= latest ? undefined : { key: "form.error.modelYearRequired" };
}

/** One validator per field, checks in the order SPEC §5 lists them: the first failure is the message. */
const FIELD_RULES: Record<LeadField, (value: string) => Message | undefined> = {
  firstName: nameError("form.error.firstNameRequired", "form.error.firstNameTooShort"),
  lastName: nameError("form.error.lastNameRequired", "form.error.lastNameTooShort"),
  phone: phoneError,
  email: emailError,
  zipCode: zipError,
  make: selectError("form.error.makeRequired"),
  model: selectError("form.error.modelRequired"),
  modelYear: modelYearError,
};

export function leadFieldError(field: LeadField, value: string): Message | undefined {
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
