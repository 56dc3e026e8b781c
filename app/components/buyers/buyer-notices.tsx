import type { ReactNode } from "react";
import { BUYER_LINKS } from "#app/domain/buyers/buyer-links";
import type { BuyerNoAccessView, BuyerReceiptView } from "#app/domain/buyers/buyer-page";
import { useT } from "#app/i18n/i18n-context";
import { BuyerFrame } from "./buyer-frame";
import { LostLinkForm } from "./lost-link-form";

/** A short buyer page: one card, its heading, its words. */
export function BuyerNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BuyerFrame>
      <div className="mx-auto w-full max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <div className="mt-3 flex flex-col gap-4 leading-relaxed text-slate-700">{children}</div>
      </div>
    </BuyerFrame>
  );
}

/** A link that opens nothing (forged, out of date, another purpose's, or its data deleted): no personal data, and the lost-link form. */
export function NoAccess({ view }: { view: BuyerNoAccessView }) {
  const t = useT();
  return (
    <BuyerNotice title={t("buyer.none.title")}>
      <p>{view.problem === "expired" ? t("buyer.none.expired", { days: BUYER_LINKS.pageDays }) : t("buyer.none.invalid")}</p>
      {view.emailOn ? <p>{t("buyer.lost.intro")}</p> : null}
      <LostLinkForm action={view.home} emailOn={view.emailOn} />
    </BuyerNotice>
  );
}

/** The thank-you view's link: the request that browser made, and where the rest of the page is. */
export function Receipt({ view }: { view: BuyerReceiptView }) {
  const t = useT();
  const rows: [string, string | null][] = [
    [t("buyer.receipt.name"), view.firstName],
    [t("buyer.asked.car"), view.car],
    [t("buyer.receipt.zip"), view.zipCode],
  ];
  return (
    <BuyerNotice title={t("buyer.receipt.title")}>
      <p>{t("buyer.receipt.received", { date: view.on })}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-900">{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <p>{t(view.emailOn ? "buyer.receipt.pageEmailOn" : "buyer.receipt.pageEmailOff")}</p>
      {view.emailOn ? (
        <p>
          <a href={view.home} className="font-semibold text-brand-700 underline">
            {t("buyer.receipt.lost")}
          </a>
        </p>
      ) : null}
    </BuyerNotice>
  );
}
