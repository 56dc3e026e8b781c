import { z } from "zod";
import { ADVISOR_PASSWORD, NOTE_MAX_LENGTH } from "./advisor";
import { ADVISOR_FORM_MESSAGES as M } from "./advisor-form-messages";
import { newPasswordSchema } from "./advisor-identity";
import { LEAD_STATUSES } from "./lead-status";

// The admin's forms as their actions parse them. Server only: pages import the messages from
// advisor-form-messages.ts, so full zod stays out of the browser.

const email = z.string().trim().toLowerCase().max(254);

/** The sign-in form; `next` is read apart, through safeNext, so a bad one never refuses a sign-in. */
export const signInFormSchema = z.object({
  email: email.min(1),
  password: z.string().min(1).max(ADVISOR_PASSWORD.maxLength),
});

export const passwordChangeSchema = z
  .object({
    current: z.string().min(1, M.currentPasswordWrong).max(ADVISOR_PASSWORD.maxLength, M.currentPasswordWrong),
    password: newPasswordSchema,
    confirm: z.string().max(ADVISOR_PASSWORD.maxLength),
  })
  .refine((form) => form.password === form.confirm, { message: M.passwordsDiffer, path: ["confirm"] });

const leadId = z.string().min(1).max(64);

/** The lead controls of the list and the lead page, told apart by their `intent`. */
export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), leadId, status: z.enum(LEAD_STATUSES) }),
  z.object({ intent: z.literal("delete"), leadId, confirm: z.literal("yes") }),
  z.object({ intent: z.literal("note"), leadId, body: z.string().trim().min(1, M.noteEmpty).max(NOTE_MAX_LENGTH, M.noteTooLong) }),
  z.object({
    intent: z.literal("assign"),
    leadId,
    // Blank is "nobody": an advisor can hand a lead back.
    advisorId: z.union([z.literal("").transform(() => null), z.coerce.number<string>().int().positive()], { error: M.unknownAdvisor }),
  }),
]);

export type LeadActionInput = z.output<typeof leadActionSchema>;
