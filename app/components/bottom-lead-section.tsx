import { CALLBACK_CLAIMS } from "~/domain/constants";
import { LeadForm } from "./lead-form";
import { useMarketingForms } from "./marketing-forms-context";

export function BottomLeadSection() {
  const forms = useMarketingForms();
  return (
    <section id="get-started" aria-labelledby="get-started-title" className="bg-brand-50 py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="get-started-title" className="text-center text-3xl font-bold text-brand-900">
          Ready to Save on Your Next Car?
        </h2>
        <p className="mt-3 text-center text-slate-700">
          Tell us what you&apos;re looking for. An advisor will call you within {CALLBACK_CLAIMS.forms} during business hours.
        </p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-lg sm:p-8">
          <LeadForm formKind="bottom" idPrefix="bottom" submitLabel="Get My Free Consultation" {...forms} />
        </div>
      </div>
    </section>
  );
}
