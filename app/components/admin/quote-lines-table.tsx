import { Form } from "react-router";
import { formatPacific } from "#app/domain/admin/format";
import { LINE_CATEGORIES, LINE_CATEGORY_LABELS } from "#app/domain/quotes/categories";
import type { QuoteCheckView, QuoteCorrectionView } from "#app/domain/quotes/check-view";
import { formatCents } from "#app/domain/quotes/money";
import { smallButton } from "./admin-styles";

/** A correction the action refused: which line, why, and what was typed. */
export type LineRefusal = { checkId: string; position: number; error: string };

const money = (cents: number) => (cents / 100).toFixed(2);
const input = "rounded border border-slate-300 px-2 py-1 text-sm focus:outline-3 focus:outline-brand-500";

/**
 * The lines as read, each with a form to correct its amount or category; a corrected
 * line shows the reading beside it. The printed totals and the corrections made follow.
 */
export function QuoteLinesTable({ leadId, check, refused }: { leadId: string; check: QuoteCheckView; refused: LineRefusal | null }) {
  return (
    <>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Lines of the quote as read, with corrections</caption>
          <thead className="bg-slate-100 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-2 py-1">
                Line as printed
              </th>
              <th scope="col" className="px-2 py-1">
                Amount and category
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {check.lines.map((line) => {
              const id = `line-${check.id}-${line.position}`;
              const error = refused?.position === line.position ? refused.error : null;
              const corrected = line.amountCents !== line.readAmountCents || line.category !== line.readCategory;
              return (
                <tr key={line.position} className="align-top">
                  <th scope="row" className="px-2 py-1 font-normal text-slate-900">
                    {line.label}
                    {line.markedOptional ? <span className="ml-1 text-xs text-slate-600">(marked optional)</span> : null}
                    {corrected ? (
                      <p className="text-xs text-slate-600">
                        Read as {formatCents(line.readAmountCents)}, {LINE_CATEGORY_LABELS[line.readCategory]}
                      </p>
                    ) : null}
                  </th>
                  <td className="px-2 py-1">
                    <Form method="post" className="flex flex-wrap items-center gap-2">
                      <input type="hidden" name="intent" value="quote-line" />
                      <input type="hidden" name="leadId" value={leadId} />
                      <input type="hidden" name="checkId" value={check.id} />
                      <input type="hidden" name="position" value={line.position} />
                      <label htmlFor={`${id}-amount`} className="sr-only">
                        Amount of {line.label}
                      </label>
                      <input
                        id={`${id}-amount`}
                        name="amount"
                        inputMode="decimal"
                        defaultValue={money(line.amountCents)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        className={`w-28 ${input}`}
                      />
                      <label htmlFor={`${id}-category`} className="sr-only">
                        Category of {line.label}
                      </label>
                      <select id={`${id}-category`} name="category" defaultValue={line.category} className={input}>
                        {LINE_CATEGORIES.map((category) => (
                          <option key={category} value={category}>
                            {LINE_CATEGORY_LABELS[category]}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className={smallButton}>
                        Save<span className="sr-only"> {line.label}</span>
                      </button>
                      {error ? (
                        <p id={`${id}-error`} role="alert" className="w-full text-xs text-red-700">
                          {error}
                        </p>
                      ) : null}
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {check.head && check.head.totals.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 text-sm">
          {check.head.totals.map((total) => (
            <div key={total.label + total.amountCents} className="contents">
              <dt className="text-slate-600">{total.label} (printed)</dt>
              <dd className="font-medium text-slate-900">{formatCents(total.amountCents)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {check.corrections.length > 0 ? (
        <ul aria-label="Corrections, newest first" className="mt-2 text-xs text-slate-700">
          {check.corrections.map((c) => (
            <li key={c.id}>{correctionText(c)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function correctionText(c: QuoteCorrectionView) {
  const who = c.advisorName ?? "A former advisor";
  const change = `from ${label(c.field, c.before)} to ${label(c.field, c.after)}`;
  return `${who} changed the ${c.field} of line ${c.linePosition + 1} ${change} · ${formatPacific(c.createdAt)}`;
}

function label(field: "amount" | "category", value: string) {
  const category = field === "category" ? LINE_CATEGORIES.find((known) => known === value) : undefined;
  return category ? LINE_CATEGORY_LABELS[category] : value;
}
