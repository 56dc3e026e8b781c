import { z } from "zod";
import { ADVISOR_PASSWORD, NOTE_MAX_LENGTH } from "./advisor";
import { ADVISOR_FORM_MESSAGES as M } from "./advisor-form-messages";
import { newPasswordSchema } from "./advisor-identity";
import { CALL_OUTCOMES, isClosingOutcome } from "./call-outcomes";
import { CALLBACK_PICKS } from "./callbacks";
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
    // Sent by the second button, once the advisor has seen who has the lead now.
    confirm: z.literal("yes").optional(),
  }),
  // A call's outcome in one click, with an optional note; a closing outcome needs the note as its reason.
  z
    .object({
      intent: z.literal("call"),
      leadId,
      outcome: z.enum(CALL_OUTCOMES, { error: M.unknownOutcome }),
      note: z.string().trim().max(NOTE_MAX_LENGTH, M.noteTooLong).optional(),
      // Ticked once the advisor has seen that a colleague is calling the buyer (the live desk).
      confirm: z.literal("yes").optional(),
    })
    .refine((call) => !isClosingOutcome(call.outcome) || Boolean(call.note), { message: M.reasonNeeded, path: ["note"] }),
  // A callback: a quick pick, the exact time typed (Pacific), or none.
  z.object({
    intent: z.literal("callback"),
    leadId,
    pick: z.enum([...CALLBACK_PICKS, "exact", "clear"]),
    at: z.string().max(32).optional(),
  }),
]);

export type LeadActionInput = z.output<typeof leadActionSchema>;
