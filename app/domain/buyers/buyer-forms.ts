// The buyer's page's forms, parsed on the server only (the page's browser bundle carries no zod). Each
// posts to the page's action without JavaScript; `intent` names the form.
import { z } from "zod";
import type { MessageKey } from "#app/i18n/messages/en";
import { API_LIMITS } from "#app/domain/constants";
import { emailError, normalizeEmail } from "#app/domain/email";
import { messageIssue } from "#app/domain/field-errors";
import type { Message } from "#app/domain/message";
import { NAME_CHARACTERS } from "#app/domain/lead-form-rules";
import { phoneDigits, phoneError } from "#app/domain/phone";
import { FORM_LIMITS } from "#app/domain/constants";

/** What went wrong, named once: the page shows each in its language (app/components/buyers). */
export const BUYER_PROBLEMS = [
  "slot-full",
  "slot-gone",
  "slot-missing",
  "call-closed",
  "no-phone",
  "confirm-delete",
  "email-needed",
  "nothing-changed",
  "upload-type",
  "upload-size",
  "upload-quota",
  "upload-failed",
  "rate-limited",
] as const;
export type BuyerProblem = (typeof BUYER_PROBLEMS)[number];

/** What was done, said in the page's status region after the redirect (post/redirect/get). */
export const BUYER_DONE = ["booked", "cancelled", "saved", "email-sent", "email-confirmed", "uploaded"] as const;
export type BuyerDone = (typeof BUYER_DONE)[number];

const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(API_LIMITS.maxTextField));

/** A name as every channel takes it (SPEC §5), optional where `required` is false. */
const name = (required: MessageKey | null, tooShort: MessageKey) =>
  text
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      if (value === "") {
        if (required) ctx.addIssue(messageIssue({ key: required }));
        return;
      }
      if (value.length < FORM_LIMITS.nameMinLength) ctx.addIssue(messageIssue({ key: tooShort }));
      else if (!NAME_CHARACTERS.test(value)) ctx.addIssue(messageIssue({ key: "form.error.nameInvalid" }));
    });

/** A rule's message for a value that is given; nothing for one left empty. */
const optional = (rule: (value: string) => Message | undefined) =>
  text
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      const message = value === "" ? undefined : rule(value);
      if (message) ctx.addIssue(messageIssue(message));
    });

/**
 * The details a buyer corrects: a first name, a last name (a chat may have none), a phone (to be
 * called, the lead forms' rules; empty takes it away), an email (the lead forms' rules). The email
 * changes only through the link sent to it.
 */
export const detailsSchema = z
  .object({
    firstName: name("form.error.firstNameRequired", "form.error.firstNameTooShort"),
    lastName: name(null, "form.error.lastNameTooShort"),
    phone: optional(phoneError),
    email: optional(emailError),
  })
  .transform((details) => ({
    firstName: details.firstName,
    lastName: details.lastName === "" ? null : details.lastName,
    phoneDigits: details.phone === "" ? null : phoneDigits(details.phone),
    email: details.email === "" ? null : normalizeEmail(details.email),
  }));

export type BuyerDetails = z.output<typeof detailsSchema>;

/** A slot's start as the form sends it (an ISO instant), or "asap". */
export const bookingSchema = z.object({
  slot: z.union([z.literal("asap"), z.iso.datetime()], { error: "slot-missing" }),
});

/** Deleting everything takes one confirmation: the box ticked. */
export const deletionSchema = z.object({ confirm: z.literal("yes", { error: "confirm-delete" }) });

/** The lost-link form: any address-shaped input is accepted, so nobody learns whether it is ours. */
export const lostLinkSchema = z
  .string({ error: "form.error.emailRequired" satisfies MessageKey })
  .max(API_LIMITS.maxTextField, "form.error.emailInvalid" satisfies MessageKey)
  .transform(normalizeEmail)
  .pipe(z.email("form.error.emailInvalid" satisfies MessageKey));

/** A page token as the routes receive it: anything longer is not ours. */
export const buyerTokenSchema = z.string().min(1).max(200);
