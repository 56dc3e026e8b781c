import { PRICING_TIERS } from "#app/content/landing-sections";
import { formatDollars } from "#app/i18n/dollars";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { richText } from "#app/i18n/rich-text";
import { OpenModalButton } from "#app/components/open-modal-button";
import { SectionHeading } from "./section-heading";

export function Pricing() {
  const t = useT();
  const locale = useLocale();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-28 bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="pricing-title" title={t("landing.pricing.title")} intro={t("landing.pricing.intro")} />
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {PRICING_TIERS.map((tier) => (
            <article
              key={tier.id}
              aria-labelledby={`tier-${tier.id}`}
              className={`${TIER_CLASS} ${tier.popular ? "border-2 border-brand-600 shadow-lg" : "border border-slate-200"}`}
            >
              {tier.popular ? <p className={POPULAR_CLASS}>{t("landing.pricing.popular")}</p> : null}
              <h3 id={`tier-${tier.id}`} className="text-xl font-semibold text-brand-900">
                {t(tier.name)}
              </h3>
              <p className="mt-4 text-4xl font-extrabold text-slate-900">
                {tier.price === 0 ? t("landing.pricing.free") : formatDollars(locale, tier.price)}
              </p>
              <p className="mt-3 text-slate-600">{t(tier.blurb)}</p>
              <ul className="mt-6 flex-1 space-y-2 text-slate-700">
                {tier.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="text-emerald-600">
                      ✓
                    </span>
                    {t(feature)}
                  </li>
                ))}
              </ul>
              <OpenModalButton
                section="pricing"
                source={`pricing_${tier.id}`}
                className={`${BUTTON_CLASS} ${tier.popular ? POPULAR_BUTTON : PLAIN_BUTTON}`}
              >
                {richText(t("landing.pricing.getStarted", { tier: t(tier.name) }), [(words) => <span className="sr-only">{words}</span>])}
              </OpenModalButton>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

const TIER_CLASS = "relative flex flex-col rounded-2xl bg-white p-8 shadow-sm";
const POPULAR_CLASS =
  "absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white uppercase";
const BUTTON_CLASS = "mt-8 rounded-lg px-6 py-3 text-center font-semibold";
const POPULAR_BUTTON = "bg-brand-600 text-white hover:bg-brand-700";
const PLAIN_BUTTON = "bg-brand-50 text-brand-700 hover:bg-brand-100";
