import { z } from "zod";
// With their extensions: scripts/advisor.ts loads this file in plain Node.
import { ADVISOR_PASSWORD } from "./advisor.ts";
import { ADVISOR_FORM_MESSAGES as M } from "./advisor-form-messages.ts";

/** An advisor as the script creates one: a lowercased address and a display name. */
export const advisorIdentitySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  name: z.string().trim().min(1).max(100),
});

/** A new password, set by the script or by the advisor on the account page. */
export const newPasswordSchema = z
  .string()
  .min(ADVISOR_PASSWORD.minLength, M.passwordTooShort)
  .max(ADVISOR_PASSWORD.maxLength, M.passwordTooLong);
