import { BRAND_LOGOS } from "#app/content/landing-sections";
import { useT } from "#app/i18n/i18n-context";

/** Brand wordmarks as text: sized by the font, no image requests, no layout shift. */
export function BrandStrip() {
  const t = useT();
  return (
    <section aria-label={t("landing.brands.label")} className="bg-slate-50 py-8">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-10 gap-y-4 px-4">
        {BRAND_LOGOS.map((brand) => (
          <li key={brand} className="text-xl font-black tracking-widest text-slate-500 uppercase">
            {brand}
          </li>
        ))}
      </ul>
    </section>
  );
}
