import { data, type RouterContextProvider } from "react-router";
import { quoteLineCorrectionSchema } from "~/domain/quotes/correction";
import { correctQuoteLine } from "../../../worker/services/quotes/corrections.server";
import { advisorOf, envOf } from "./advisor.server";

/** What the lead page shows after a line correction: which line, and why it was refused (null when saved). */
export type QuoteLineResult = { intent: "quote-line"; checkId: string; position: number; error: string | null };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** An advisor's correction of a quote line (issue 23, item 3), posted as a plain form from the Quote check panel. */
export async function quoteLineAction(form: FormData, context: Readonly<RouterContextProvider>) {
  const parsed = quoteLineCorrectionSchema.safeParse(Object.fromEntries(form));
  const where = { intent: "quote-line" as const, checkId: text(form, "checkId"), position: Number(text(form, "position")) };
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please check the amount and the category.";
    return data({ ...where, error } satisfies QuoteLineResult, { status: 400 });
  }
  const outcome = await correctQuoteLine(envOf(context), advisorOf(context).id, parsed.data);
  if (outcome === "missing") throw data(null, { status: 404 });
  return { ...where, error: null } satisfies QuoteLineResult;
}
