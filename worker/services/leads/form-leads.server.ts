import { CONSENT_TEXT_VERSIONS } from "#app/domain/consent";
import { fieldErrors } from "#app/domain/field-errors";
import { dailyOccasion } from "#app/domain/lead-events";
import { leadFormSchema, type LeadFormValues } from "#app/domain/lead-form";
import { languageOf } from "#app/domain/lead-language";
import { leadEnvelopeSchema, leadSourceOf, type LeadEnvelope } from "#app/domain/lead-submission";
import { phoneDigits } from "#app/domain/phone";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { database } from "#worker/db/client";
import {
  checkFormToken,
  claimFormToken,
  nextFormToken,
  renewedFormToken,
  isPhoneReachable,
  isSpamEmail,
  botPause,
  screenSubmission,
} from "#worker/services/guards";
import { queueFormLead, type FormLeadRow } from "./writes.server";
import { notifyLeadEvent, queueVisitorEmail } from "./events.server";
import { isRequestStored, recordRequest, requestValues, type LeadRequestValues, type RequestOutcome } from "./requests.server";
import { leadContextColumns, type RequestFacts } from "./context.server";
import { personMatch } from "./person-match.server";
import { receiptLink } from "#worker/services/email";
import { logError, logEvent } from "#worker/log.server";
import { notifyDesk } from "#worker/services/desk";

/**
 * What a submission gets back. `formToken` is the token the page should send next: a fresh one after a
 * stored request or an expired token, or the one sent when it can still be used.
 */
export type SubmitOutcome =
  | { ok: true; formToken?: string; receipt?: string }
  | { ok: false; fields: Record<string, string>; formToken?: string };

/**
 * One entry for both transports (the JSON API and the no-JavaScript form action): parse, screen out
 * bots, run the server-only checks, store once. Bots and known people get the same answer as a new lead.
 * Field messages are said in the page's language (its `language`), so either transport shows them as they are.
 */
export async function submitFormLead(env: Env, input: unknown, facts: RequestFacts): Promise<SubmitOutcome> {
  const t = serverTranslator(languageOf(input), ["form"]);
  const envelope = leadEnvelopeSchema.safeParse(input);
  if (!envelope.success) return { ok: false, fields: fieldErrors(envelope.error, t) };
  // Field errors come first: a person who submits a half-filled form quickly must see them.
  const parsed = leadFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error, t), formToken: await keptToken(env, envelope.data.formToken) };
  const lead = parsed.data;
  const screening = await screenSubmission(env, envelope.data);
  const language = envelope.data.language;
  if (screening.kind === "bot") {
    await botPause();
    // The same answer as a person's, its link to a request that was never stored (docs/decisions/052).
    return { ok: true, formToken: await nextFormToken(env, Date.now()), receipt: await receiptLink(env, crypto.randomUUID(), language) };
  }
  if (screening.kind === "stale") return { ok: false, fields: { _: t("form.error.formExpired") }, formToken: screening.formToken };

  const [spam, reachable] = await Promise.all([isSpamEmail(env, lead.email), isPhoneReachable(env, phoneDigits(lead.phone))]);
  const fields: Record<string, string> = {};
  if (spam) fields.email = t("form.error.emailSpam");
  if (!reachable) fields.phone = t("form.error.phoneRepeated");
  if (Object.keys(fields).length > 0) return { ok: false, fields, formToken: envelope.data.formToken };

  const row = formLeadRow(lead, envelope.data, facts);
  try {
    // The token gives one request: claimed before the request is written, never after a refusal above.
    if (!(await claimFormToken(env, screening.nonce)))
      return { ok: false, fields: { _: t("form.error.formExpired") }, formToken: await renewedFormToken(env) };
    const { leadId, created, reopened } = await writeFormRequest(env, row);
    logEvent("form_lead", { form: envelope.data.formKind, leadId, newLead: created, reopened });
  } catch (error) {
    // D1 is down: the lead waits on a queue and is written when D1 answers again. Only if the queue
    // fails too does this throw, and the visitor sees the save-failure alert (SPEC §8).
    logError("form_lead_write_failed", error, { fallback: "lead-writes queue" });
    await queueFormLead(env, row);
  }
  return { ok: true, formToken: await nextFormToken(env, screening.renderedAtMs), receipt: await receiptLink(env, row.receipt, language) };
}

/** The token a form with field errors should send once corrected: its own, or a fresh one if it went stale. */
async function keptToken(env: Env, token: string): Promise<string> {
  return (await checkFormToken(env, token)).kind === "stale" ? renewedFormToken(env) : token;
}

/** The row of a new form lead (SPEC §3), built once: stored now, or queued while D1 is down. */
function formLeadRow(lead: LeadFormValues, envelope: LeadEnvelope, facts: RequestFacts): FormLeadRow {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    zipCode: lead.zipCode,
    make: lead.make,
    model: lead.model,
    year: lead.year,
    ...leadSourceOf(envelope.formKind, envelope.source),
    ...leadContextColumns(envelope.context, facts, envelope.language),
    // Submitting is the consent the form's line asks for, in the page's language.
    consentTextVersion: CONSENT_TEXT_VERSIONS[envelope.language],
    consentAt: now,
    createdAt: now,
    updatedAt: now,
    // The browser's key to this request, signed in the thank-you view's link (docs/decisions/052).
    receipt: crypto.randomUUID(),
  };
}

/**
 * Stores a form request (SPEC §7 call 3, decision record 010): a new lead unless the email or the phone
 * digits are already on file, in any source; a known person's request is kept on their lead instead, which
 * goes back to new if it was contacted or closed (an unverified match's reopening is flagged as such,
 * decision record 025). Each request tells the advisors (the webhook, and every open desk page, once its
 * D1 write has committed) and confirms to the visitor.
 */
async function writeFormRequest(env: Env, row: FormLeadRow): Promise<RequestOutcome> {
  const digits = phoneDigits(row.phone);
  const { receipt: _, ...lead } = row;
  const outcome = await recordRequest(env.DB, {
    lead: { ...lead, phoneDigits: digits },
    match: personMatch(database(env.DB), { email: row.email, phoneDigits: digits }),
    request: requestOf(row),
    repeat: {
      asksForCall: true,
      // Only a verified repeat (the lead's own email and phone) fills what the lead lacks, its name or
      // car; a lead that already has a car keeps it (each request keeps its own). An unverified one,
      // a subscriber's email with a phone of its own say, changes nothing.
      fill: {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        phoneDigits: digits,
        zipCode: row.zipCode,
        make: row.make,
        model: row.model,
        year: row.year,
      },
      set: { consentTextVersion: row.consentTextVersion, consentAt: row.consentAt },
    },
  });
  const type = outcome.created ? "lead.created" : "lead.repeated";
  notifyLeadEvent(env, { type, leadId: outcome.leadId, source: "form", qualified: null, createdAt: row.createdAt });
  notifyDesk(env, { leadId: outcome.leadId, kind: outcome.created ? "form" : "repeat", at: row.createdAt, language: row.language });
  // At most one confirmation a day per lead, however many requests name its address (queue retries included).
  queueVisitorEmail(env, {
    kind: "lead-confirmation",
    leadId: outcome.leadId,
    occasion: dailyOccasion(row.createdAt),
    requestId: outcome.requestId,
    language: row.language,
  });
  return outcome;
}

function requestOf(row: FormLeadRow): LeadRequestValues {
  const {
    leadSource: source,
    leadSourceDetail: sourceDetail,
    firstName,
    lastName,
    email,
    phone,
    zipCode,
    make,
    model,
    year,
    createdAt,
    receipt,
  } = row;
  return requestValues(row, { source, sourceDetail, firstName, lastName, email, phone, zipCode, make, model, year, createdAt, receipt });
}

/**
 * The lead-writes queue's replay of a request D1 refused. A message may arrive twice, so a request
 * already stored is not stored again.
 */
export async function storeFormLead(env: Env, row: FormLeadRow): Promise<boolean> {
  const keys = { email: row.email, phoneDigits: phoneDigits(row.phone) };
  if (await isRequestStored(database(env.DB), keys, requestOf(row))) return false;
  return (await writeFormRequest(env, row)).created;
}
