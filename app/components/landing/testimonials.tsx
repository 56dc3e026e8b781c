import { useT } from "#app/i18n/i18n-context";
import { Island } from "#app/islands/island";
import { SectionHeading } from "./section-heading";

/** What customers say: the section, and its carousel as an island (decision record 048). */
export function Testimonials() {
  const t = useT();
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="scroll-mt-28 bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="testimonials-title" title={t("landing.testimonials.title")} />
        <Island kind="testimonials" props={{}} />
      </div>
    </section>
  );
}
