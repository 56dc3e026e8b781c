import { GUARANTEE_VALUES } from "#app/content/landing-sections";
import { useT } from "#app/i18n/i18n-context";
import { OpenModalButton } from "#app/components/open-modal-button";

export function Guarantee() {
  const t = useT();
  return (
    <section aria-labelledby="guarantee-title" className="bg-brand-900 py-14 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="48"
          height="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          className="text-amber-300"
        >
          <path d="M12 3l7 3v6c0 4.5-3 8-7 9-4-1-7-4.5-7-9V6l7-3z" />
          <path d="M9 12l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 id="guarantee-title" className="text-3xl font-bold">
          {t("landing.guarantee.title")}
        </h2>
        <p className="text-lg text-blue-100">{t("landing.guarantee.body", GUARANTEE_VALUES)}</p>
        <OpenModalButton source="guarantee" className="rounded-lg bg-accent-500 px-6 py-3 font-bold text-slate-900 hover:bg-amber-400">
          {t("landing.guarantee.cta")}
        </OpenModalButton>
      </div>
    </section>
  );
}
