import { data, type RouterContextProvider } from "react-router";
import { ACTION_DONE } from "#app/domain/admin/action-done";
import { quoteLineCorrectionSchema } from "#app/domain/quotes/correction";
import { QUOTE_REREAD_MESSAGES, quoteRereadSchema } from "#app/domain/quotes/reread";
import { correctQuoteLine } from "#worker/services/quotes/corrections.server";
import { rereadQuote } from "#worker/services/quotes/reread.server";
import { advisorOf, envOf } from "./advisor.server";

/** What the lead page shows after a line correction: which line, why it was refused (null when saved), and the confirmation. */
export type QuoteLineResult = { intent: "quote-line"; checkId: string; position: number; error: string | null; done?: string };

/** What the lead page shows after "Read again": the check, and why nothing happened (null when it is on its way). */
export type QuoteRereadResult = { intent: "quote-reread"; checkId: string; error: string | null; done?: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** An advisor's correction of a quote line, posted as a plain form from the Quote check panel. */
export async function quoteLineAction(form: FormData, context: Readonly<RouterContextProvider>) {
  const parsed = quoteLineCorrectionSchema.safeParse(Object.fromEntries(form));
  const where = { intent: "quote-line" as const, checkId: text(form, "checkId"), position: Number(text(form, "position")) };
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please check the amount and the category.";
    return data({ ...where, error } satisfies QuoteLineResult, { status: 400 });
  }
  const outcome = await correctQuoteLine(envOf(context), advisorOf(context).id, parsed.data);
  if (outcome === "missing") throw data(null, { status: 404 });
  return { ...where, error: null, done: ACTION_DONE.quoteLine(parsed.data.position) } satisfies QuoteLineResult;
}

/** "Read again" on a quote that could not be read: back on the reading queue, recorded in the audit. */
export async function quoteRereadAction(form: FormData, context: Readonly<RouterContextProvider>) {
  const parsed = quoteRereadSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ intent: "quote-reread", checkId: text(form, "checkId"), error: QUOTE_REREAD_MESSAGES.gone } satisfies QuoteRereadResult, {
      status: 400,
    });
  }
  const { leadId, checkId } = parsed.data;
  const outcome = await rereadQuote(envOf(context), advisorOf(context).id, leadId, checkId);
  if (outcome === "queued")
    return { intent: "quote-reread", checkId, error: null, done: ACTION_DONE.quoteReread } satisfies QuoteRereadResult;
  const error = outcome === "missing" ? QUOTE_REREAD_MESSAGES.gone : QUOTE_REREAD_MESSAGES.notQueued;
  return data({ intent: "quote-reread", checkId, error } satisfies QuoteRereadResult, { status: outcome === "missing" ? 409 : 503 });
}
