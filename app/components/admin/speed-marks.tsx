import { RATING_LABELS } from "#app/domain/admin/site-speed";
import type { Rating } from "#app/domain/vitals/metrics";

/** Google's rating as words on its colour: the colour is never the only sign. */
const RATING_STYLES: Record<Rating, string> = {
  good: "bg-emerald-100 text-emerald-900",
  "needs-improvement": "bg-amber-100 text-amber-950",
  poor: "bg-red-100 text-red-900",
};

/** The bar colours of the trend chart, one per rating. */
export const RATING_FILLS: Record<Rating, string> = { good: "#059669", "needs-improvement": "#d97706", poor: "#dc2626" };

export function RatingBadge({ rating }: { rating: Rating }) {
  return <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${RATING_STYLES[rating]}`}>{RATING_LABELS[rating]}</span>;
}

/** Whether a figure keeps our own budget, for the metrics that have one. */
export function BudgetMark({ withinBudget }: { withinBudget: boolean | null }) {
  if (withinBudget === null) return null;
  return withinBudget ? (
    <span className="block text-xs text-slate-600">Within budget</span>
  ) : (
    <span className="block text-xs font-medium text-red-800">Over budget</span>
  );
}
