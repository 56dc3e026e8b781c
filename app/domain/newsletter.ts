import { z } from "zod";
import { API_LIMITS } from "./constants";
import { emailError, normalizeEmail } from "./email";
import { pageContextSchema } from "./page-context";

export const newsletterSchema = z.object({
  email: z
    .preprocess((v) => v ?? "", z.string().max(API_LIMITS.maxTextField))
    .superRefine((value, ctx) => {
      const message = emailError(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform(normalizeEmail),
  context: pageContextSchema.default({}),
});

export type NewsletterSignup = z.output<typeof newsletterSchema>;
