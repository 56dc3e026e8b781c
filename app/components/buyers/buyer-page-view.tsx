import type { BuyerPageView } from "#app/domain/buyers/buyer-page";
import { useT } from "#app/i18n/i18n-context";
import { BuyerFrame, StatusMessage } from "./buyer-frame";
import { DONE_WORDS } from "./buyer-words";
import { CallSection } from "./call-section";
import { ComparisonSection } from "./comparison-section";
import { DataSection } from "./data-section";
import { QuotesSection } from "./quotes-section";
import { AskedSection, StatusSection } from "./status-section";

/** The id of the page's status region: a form's redirect comes back to it (app/routes/buyer-page.server.ts's STATUS_ID). */
const STATUS_ID = "buyer-status";

const SECTIONS = [
  ["where", "buyer.status.title"],
  ["call", "buyer.call.title"],
  ["quotes", "buyer.quotes.title"],
  ["compare", "buyer.compare.title"],
  ["data", "buyer.data.title"],
] as const;

/** The buyer's page (docs/decisions/052): where the request stands, the call, every quote, the offers compared, their data. */
export function BuyerPage({ view }: { view: BuyerPageView }) {
  const t = useT();
  const doneWords = view.done
    ? t(DONE_WORDS[view.done], { time: view.call.booked?.at ?? "", email: view.details.pendingEmail ?? view.details.email })
    : null;
  return (
    <BuyerFrame otherLanguage={view.paths.otherLanguage}>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-brand-900">
          {view.firstName ? t("buyer.page.titleName", { name: view.firstName }) : t("buyer.page.title")}
        </h1>
        <p className="text-slate-700">{t("buyer.page.private")}</p>
        <nav aria-label={t("buyer.page.sections")}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {SECTIONS.map(([id, key]) => (
              <li key={id}>
                <a href={`#${id}`} className="text-brand-700 underline">
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {doneWords ? (
        <StatusMessage id={STATUS_ID} tone="done">
          {doneWords}
        </StatusMessage>
      ) : null}
      <StatusSection status={view.status} />
      <AskedSection asked={view.asked} requests={view.requests} />
      <CallSection call={view.call} paths={view.paths} problem={view.problem} />
      <QuotesSection
        quotes={view.quotes}
        paths={view.paths}
        token={view.token}
        uploadsLeft={view.uploadsLeft}
        uploadsMax={view.uploadsMax}
        problem={view.problem}
      />
      <ComparisonSection comparison={view.comparison} uploadsLeft={view.uploadsLeft} />
      <DataSection details={view.details} paths={view.paths} problem={view.problem} reach={view.reach} />
    </BuyerFrame>
  );
}
