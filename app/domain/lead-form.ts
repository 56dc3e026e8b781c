import { z } from "zod";
import { API_LIMITS } from "./constants";
import { normalizeEmail } from "./email";
import { messageIssue } from "./field-errors";
import { leadFieldError, type LeadField } from "./lead-form-rules";
import { parseModelYear } from "./model-years";
import { formatPhoneDisplay, phoneDigits } from "./phone";

/** A missing field reads as empty so it gets the field's own "required" message. */
const text = z.preprocess((v) => v ?? "", z.string().max(API_LIMITS.maxTextField));

function ruled(field: LeadField) {
  return text.superRefine((value, ctx) => {
    const message = leadFieldError(field, value);
    if (message) ctx.addIssue(messageIssue(message));
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
