import { buyerFilePath } from "#app/domain/buyers/buyer-links";
import type { BuyerPageView, BuyerQuoteView } from "#app/domain/buyers/buyer-page";
import { formatCents } from "#app/domain/quotes/money";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { BuyerSection, buyerButton, fieldClass, quietButton, StatusMessage } from "./buyer-frame";
import { CATEGORY_WORDS, PROBLEM_WORDS, TOTAL_WORDS } from "./buyer-words";

type Props = Pick<BuyerPageView, "quotes" | "paths" | "token" | "uploadsLeft" | "uploadsMax" | "problem">;

/**
 * Every quote in full: its lines, its printed totals, every flag by name with its sentence, what is at
 * stake and the rule's source, in the buyer's language. A quote still being read says so, with a plain
 * way to look again (no script refreshes it). Another quote is uploaded here, read the same way.
 */
export function QuotesSection({ quotes, paths, token, uploadsLeft, uploadsMax, problem }: Props) {
  const t = useT();
  const locale = useLocale();
  const mine = problem?.form === "upload" ? problem.problem : null;
  const reading = quotes.some((quote) => quote.status === "queued");
  return (
    <BuyerSection id="quotes" title={t("buyer.quotes.title")}>
      {quotes.length === 0 ? <p>{t("buyer.quotes.none")}</p> : null}
      {quotes.map((quote, index) => (
        <QuoteCard key={quote.id} quote={quote} number={quotes.length - index} />
      ))}
      {reading ? (
        <form method="get" action={paths.page} className="flex flex-wrap items-center gap-3">
          <p>{t("buyer.quotes.readingHint")}</p>
          <button type="submit" className={quietButton}>
            {t("buyer.quotes.refresh")}
          </button>
        </form>
      ) : null}
      <h3 className="mt-2 font-semibold text-slate-900">{t("buyer.upload.title")}</h3>
      {mine ? (
        <StatusMessage id="upload-problem" tone="problem">
          {t(PROBLEM_WORDS[mine], { max: uploadsMax })}
        </StatusMessage>
      ) : null}
      {uploadsLeft > 0 ? (
        <form method="post" action={buyerFilePath(token, locale, "quotes")} encType="multipart/form-data" className="flex flex-col gap-3">
          <div>
            <label htmlFor="quote-file" className="font-medium text-slate-900">
              {t("buyer.upload.label")}
            </label>
            <input
              id="quote-file"
              name="file"
              type="file"
              required
              accept=".jpg,.jpeg,.png,.heic,.pdf,image/jpeg,image/png,image/heic,application/pdf"
              aria-describedby="quote-file-hint"
              className={fieldClass}
            />
            <p id="quote-file-hint" className="mt-1 text-sm text-slate-600">
              {t("buyer.upload.hint", { left: uploadsLeft, max: uploadsMax })}
            </p>
          </div>
          <p>
            <button type="submit" className={buyerButton}>
              {t("buyer.upload.button")}
            </button>
          </p>
        </form>
      ) : (
        <p>{t("buyer.upload.full", { max: uploadsMax })}</p>
      )}
    </BuyerSection>
  );
}

function QuoteCard({ quote, number }: { quote: BuyerQuoteView; number: number }) {
  const t = useT();
  const title = quote.dealer
    ? t("buyer.quote.titleDealer", { number, dealer: quote.dealer })
    : t("buyer.quote.title", { number, date: quote.uploadedOn });
  const headingId = `quote-${quote.id}-title`;
  return (
    <article id={`quote-${quote.id}`} aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {title}
      </h3>
      <p className="text-sm text-slate-600">{t("buyer.quote.uploaded", { date: quote.uploadedOn })}</p>
      {quote.status === "queued" ? <p className="mt-2 font-medium">{t("buyer.quote.reading")}</p> : null}
      {quote.problem ? <p className="mt-2">{quote.problem}</p> : null}
      {quote.status === "read" ? <ReadQuote quote={quote} /> : null}
    </article>
  );
}

function ReadQuote({ quote }: { quote: BuyerQuoteView }) {
  const t = useT();
  return (
    <div className="mt-3 flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {quote.vehicle ? (
          <div className="contents">
            <dt className="font-medium text-slate-900">{t("buyer.quote.vehicle")}</dt>
            <dd>{quote.vehicle}</dd>
          </div>
        ) : null}
        {quote.quoteDate ? (
          <div className="contents">
            <dt className="font-medium text-slate-900">{t("buyer.quote.date")}</dt>
            <dd>{quote.quoteDate}</dd>
          </div>
        ) : null}
      </dl>
      <div>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("buyer.quote.linesCaption")}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">
                {t("buyer.quote.line")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("buyer.quote.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reading's lines are in their printed order and never reordered.
              <tr key={index} className={`border-b border-slate-100 ${line.flagged ? "bg-amber-50" : ""}`}>
                <th scope="row" className="py-2 pr-3 font-normal">
                  {line.label}
                  {line.flagged ? <span className="ml-2 font-semibold text-amber-900">{t("buyer.quote.flaggedMark")}</span> : null}
                  {/* What the line is, under its printed label: two columns fit a phone. */}
                  <span className="block text-xs text-slate-600">{t(CATEGORY_WORDS[line.category])}</span>
                </th>
                <td className="py-2 text-right tabular-nums">{formatCents(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
          {quote.totals.length > 0 ? (
            <tfoot>
              {quote.totals.map((total, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the printed totals in their order, never reordered.
                <tr key={index} className="font-semibold">
                  <th scope="row" className="py-2 pr-3">
                    {total.label}
                    <span className="block text-xs font-normal text-slate-600">{t(TOTAL_WORDS[total.kind])}</span>
                  </th>
                  <td className="py-2 text-right tabular-nums">{formatCents(total.amountCents)}</td>
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </div>
      <Flags quote={quote} />
    </div>
  );
}

function Flags({ quote }: { quote: BuyerQuoteView }) {
  const t = useT();
  const questions = quote.flags.filter((flag) => flag.severity === "question");
  const reminders = quote.flags.filter((flag) => flag.severity === "info");
  return (
    <div className="flex flex-col gap-3">
      <h4 className="font-semibold text-slate-900">{t("buyer.flags.title")}</h4>
      {questions.length === 0 ? <p>{t("buyer.flags.none")}</p> : null}
      {quote.worthQuestioningCents > 0 ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-950">
          {t("buyer.flags.worth", { amount: formatCents(quote.worthQuestioningCents) })}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {[...questions, ...reminders].map((flag, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the flags in the rules' order, never reordered; one rule may flag a line twice.
          <li key={index} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">
              {flag.severity === "question" ? t("buyer.flags.question") : t("buyer.flags.reminder")}: {flag.name}
            </p>
            {flag.lineLabel ? <p className="text-sm text-slate-600">{t("buyer.flags.line", { line: flag.lineLabel })}</p> : null}
            <p className="mt-1">{flag.sentence}</p>
            {flag.severity === "question" ? (
              <p className="mt-1 text-sm">{t("buyer.flags.atStake", { amount: formatCents(flag.amountCents) })}</p>
            ) : null}
            <p className="mt-1 text-sm">
              {t("buyer.flags.source")}{" "}
              <a href={flag.source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {flag.source.label}
                <span className="sr-only">{t("site.footer.newTab")}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t("buyer.flags.note")}</p>
    </div>
  );
}
