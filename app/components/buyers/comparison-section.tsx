import type { BuyerPageView } from "#app/domain/buyers/buyer-page";
import type { ComparedCell } from "#app/domain/buyers/quote-comparison";
import { formatCents } from "#app/domain/quotes/money";
import { useT } from "#app/i18n/i18n-context";
import { BuyerSection } from "./buyer-frame";
import { CATEGORY_WORDS } from "./buyer-words";
import { ScrollTable } from "./scroll-table";

/** "+$450", "−$200", "$0": a difference from the base quote, never called a saving. */
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `−${formatCents(-cents)}` : formatCents(0));

/**
 * Two or more checked quotes side by side: each line against the quote that costs least out the door,
 * the flagged amounts beside their lines, the totals and their differences. A flagged amount is a question
 * for the dealer: it is shown as such and counted in no total or difference.
 */
export function ComparisonSection({ comparison, uploadsLeft }: Pick<BuyerPageView, "comparison" | "uploadsLeft">) {
  const t = useT();
  if (!comparison) {
    return (
      <BuyerSection id="compare" title={t("buyer.compare.title")}>
        <p>{uploadsLeft > 0 ? t("buyer.compare.needTwo") : t("buyer.compare.needTwoFull")}</p>
      </BuyerSection>
    );
  }
  const { table, names } = comparison;
  const nameOf = (index: number) => {
    const name = names[index];
    if (!name) return "";
    return name.dealer
      ? t("buyer.quote.titleDealer", { number: name.number, dealer: name.dealer })
      : t("buyer.quote.title", { number: name.number, date: name.uploadedOn });
  };
  const base = nameOf(table.base);
  return (
    <BuyerSection id="compare" title={t("buyer.compare.title")}>
      <p>{t("buyer.compare.intro", { base })}</p>
      {table.sameVehicle ? null : <p className="font-medium text-amber-900">{t("buyer.compare.otherCars")}</p>}
      <ScrollTable label={t("buyer.compare.caption", { base })}>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t("buyer.compare.caption", { base })}</caption>
          <thead>
            <tr className="border-b border-slate-300 align-bottom">
              <th scope="col" className="py-2 pr-3">
                {t("buyer.compare.line")}
              </th>
              {table.columns.map((column, index) => (
                <th key={column.id} scope="col" className="py-2 pr-3 text-right">
                  {nameOf(index)}
                  {index === table.base ? (
                    <span className="block text-xs font-normal text-slate-600">{t("buyer.compare.base")}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3">
                {t("buyer.compare.vehicle")}
              </th>
              {table.columns.map((column) => (
                <td key={column.id} className="py-2 pr-3 text-right">
                  {column.vehicle ?? t("buyer.compare.notSaid")}
                </td>
              ))}
            </tr>
            {table.rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {row.label ?? t(CATEGORY_WORDS[row.category])}
                  {row.label ? <span className="block text-xs text-slate-600">{t(CATEGORY_WORDS[row.category])}</span> : null}
                </th>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per quote, in the columns' order.
                  <td key={index} className="py-2 pr-3 text-right tabular-nums">
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold">
              <th scope="row" className="py-2 pr-3">
                {t("buyer.compare.outTheDoor")}
              </th>
              {table.columns.map((column) => (
                <td key={column.id} className="py-2 pr-3 text-right tabular-nums">
                  {formatCents(column.outTheDoorCents)}
                  {column.differenceCents !== null ? (
                    <span className="block text-xs">{t("buyer.compare.difference", { amount: signed(column.differenceCents) })}</span>
                  ) : null}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="py-2 pr-3 font-normal">
                {t("buyer.compare.printed")}
              </th>
              {table.columns.map((column) => (
                <td key={column.id} className="py-2 pr-3 text-right tabular-nums">
                  {column.printedTotalCents === null ? t("buyer.compare.notPrinted") : formatCents(column.printedTotalCents)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="py-2 pr-3 font-normal">
                {t("buyer.compare.flagged")}
              </th>
              {table.columns.map((column) => (
                <td key={column.id} className="py-2 pr-3 text-right tabular-nums text-amber-900">
                  {formatCents(column.flaggedCents)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollTable>
      <p className="text-sm text-slate-600">{t("buyer.compare.note")}</p>
    </BuyerSection>
  );
}

function Cell({ cell }: { cell: ComparedCell }) {
  const t = useT();
  return (
    <>
      {cell.present ? formatCents(cell.amountCents) : <span className="text-slate-600">{t("buyer.compare.none")}</span>}
      {cell.differenceCents !== null && cell.differenceCents !== 0 ? (
        <span className="block text-xs">{t("buyer.compare.difference", { amount: signed(cell.differenceCents) })}</span>
      ) : null}
      {cell.flaggedCents > 0 ? (
        <span className="block text-xs font-semibold text-amber-900">
          {t("buyer.compare.flaggedCell", { amount: formatCents(cell.flaggedCents) })}
        </span>
      ) : null}
    </>
  );
}
