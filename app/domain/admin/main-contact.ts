import { z } from "zod";

/** Which of a request's contact details an advisor can make the lead's main one. */
export const MAIN_CONTACT_FIELDS = ["email", "phone"] as const;
export type MainContactField = (typeof MAIN_CONTACT_FIELDS)[number];

/** The request row's button: make this request's email or phone the lead's main one. */
export const mainContactSchema = z.object({
  intent: z.literal("main-contact"),
  leadId: z.string().min(1).max(64),
  requestId: z.coerce.number<string>().int().positive(),
  field: z.enum(MAIN_CONTACT_FIELDS),
});

export const MAIN_CONTACT_MESSAGES = {
  done: { email: "The request's email is now the lead's main email.", phone: "The request's phone is now the lead's main phone." },
  refused: "That request has no different email or phone to use.",
} as const;
