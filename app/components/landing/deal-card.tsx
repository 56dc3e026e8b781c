import type { DealSpecField } from "#app/domain/deal-spec-spanish";
import { dealSpecs, type DealWithImage } from "#app/domain/deals";
import { placeholderUrl } from "#app/domain/vehicle-image";
import { formatDollars } from "#app/i18n/dollars";
import { formatShortDate } from "#app/i18n/format";
import { useLocale, useT } from "#app/i18n/i18n-context";
import type { MessageKey } from "#app/i18n/messages/en";
import { richText } from "#app/i18n/rich-text";
import { OpenModalButton } from "#app/components/open-modal-button";

/** The labels of dealSpecs' rows; their values come in the page's language from dealSpecs itself. */
const SPEC_LABELS: Record<DealSpecField, MessageKey> = {
  transmission: "deals.spec.transmission",
  drivetrain: "deals.spec.drivetrain",
  fuelType: "deals.spec.fuel",
  engine: "deals.spec.engine",
  bodyStyle: "deals.spec.bodyStyle",
};

/** A photo that did not load gives way to the silhouette of the deal's body style. */
function showPlaceholder(img: HTMLImageElement, deal: DealWithImage) {
  const fallback = placeholderUrl(deal.bodyStyle);
  if (!img.src.endsWith(fallback)) img.src = fallback;
}

export function DealCardView({ deal }: { deal: DealWithImage }) {
  const t = useT();
  const locale = useLocale();
  // "2026 Toyota RAV4" in English, "Toyota RAV4 2026" in Spanish.
  const name = t("deals.vehicle", { year: deal.year, make: deal.make, model: deal.model });
  const specs = dealSpecs(deal, locale);
  return (
    <article aria-label={name} className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={deal.imageUrl}
        alt={`${name}${deal.trim ? ` ${deal.trim}` : ""}`}
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-brand-50 object-cover"
        // A photo that failed before the island hydrated has no error event left to hear: it is checked then.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) showPlaceholder(img, deal);
        }}
        onError={(event) => showPlaceholder(event.currentTarget, deal)}
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-brand-900">{name}</h3>
        {deal.trim ? <p className="text-sm text-slate-600">{deal.trim}</p> : null}
        <p className="mt-3 text-2xl font-extrabold text-emerald-700">
          {richText(t("deals.savings", { amount: formatDollars(locale, deal.savingsOffMsrp) }), [
            (words) => <span className="text-base font-semibold">{words}</span>,
          ])}
        </p>
        <p className="text-sm text-slate-600">
          {richText(t("deals.negotiated"), [
            () => <time dateTime={deal.dateNegotiated}>{formatShortDate(locale, deal.dateNegotiated)}</time>,
          ])}
        </p>
        {specs.length > 0 ? (
          <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            {specs.map(([field, value]) => (
              <div key={field} className="contents">
                <dt className="text-slate-600">{t(SPEC_LABELS[field])}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {/* The gap grows so the buttons of a row of cards stay level, whatever rows each card has. */}
        <div className="min-h-5 flex-1" />
        <OpenModalButton
          source="recent_deals"
          className="rounded-lg bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700"
        >
          {richText(t("deals.cta", { name }), [(words) => <span className="sr-only">{words}</span>])}
        </OpenModalButton>
      </div>
    </article>
  );
}
