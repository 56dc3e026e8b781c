import { z } from "zod";
import { API_LIMITS } from "./constants";
import { emailError, normalizeEmail } from "./email";
import { messageIssue } from "./field-errors";
import { leadLanguageSchema } from "./lead-language";
import { pageContextSchema } from "./page-context";

export const newsletterSchema = z.object({
  email: z
    .preprocess((v) => v ?? "", z.string().max(API_LIMITS.maxTextField))
    .superRefine((value, ctx) => {
      const message = emailError(value);
      if (message) ctx.addIssue(messageIssue(message));
    })
    .transform(normalizeEmail),
  context: pageContextSchema.default({}),
  /** The page's language: "es" from the /es pages; absent is English. */
  language: leadLanguageSchema,
});

export type NewsletterSignup = z.output<typeof newsletterSchema>;
