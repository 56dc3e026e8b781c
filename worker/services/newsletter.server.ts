import { NEWSLETTER_LEAD_SOURCE } from "~/domain/admin/lead-status";
import { eq } from "drizzle-orm";
import { fieldErrors } from "~/domain/field-errors";
import { newsletterSchema } from "~/domain/newsletter";
import { database } from "../db/client";
import { leads } from "../db/schema";
import { insertUnless } from "./insert-unless.server";
import { leadContextColumns, type RequestFacts } from "./lead-context.server";
import type { SubmitOutcome } from "./leads.server";
import { logEvent } from "../log";

/** Footer signup (SPEC §3): an address already on file answers success and stores nothing. */
export async function subscribeNewsletter(env: Env, input: unknown, facts: RequestFacts): Promise<SubmitOutcome> {
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const { email, context } = parsed.data;
  const now = new Date().toISOString();
  const inserted = await insertUnless(
    database(env.DB),
    leads,
    {
      id: crypto.randomUUID(),
      email,
      newsletterEmail: email,
      newsletterOptedIn: true,
      newsletterOptedInAt: now,
      leadSource: NEWSLETTER_LEAD_SOURCE,
      leadSourceDetail: "newsletter_signup",
      ...leadContextColumns(context, facts),
      createdAt: now,
      updatedAt: now,
    },
    eq(leads.email, email),
  );
  logEvent("newsletter_signup", { inserted });
  return { ok: true };
}
