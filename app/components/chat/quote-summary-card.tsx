import type { QuoteSummary } from "#app/domain/quotes/summary";
import { useT } from "#app/i18n/i18n-context";

/**
 * The quote check's summary in the conversation: what was read, the sources it rests on, and that it
 * is not legal advice (only under something the check said: not under a quote it could not read).
 */
export function QuoteSummaryCard({ summary }: { summary: QuoteSummary }) {
  const t = useT();
  return (
    <div className="max-w-prose rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-slate-900">
      <p>{summary.text}</p>
      {summary.sources.length > 0 ? (
        <>
          <p className="mt-2 text-sm font-semibold">{t("chat.ui.sources")}</p>
          <ul className="list-disc pl-5 text-sm">
            {summary.sources.map((source) => (
              <li key={source.url + source.label}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  {source.label}
                  <span className="sr-only">{t("site.footer.newTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {summary.note ? <p className="mt-2 text-xs text-slate-600">{summary.note}</p> : null}
    </div>
  );
}
