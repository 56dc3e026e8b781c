import { FAQS } from "~/content/landing-sections";
import { OpenModalButton } from "../open-modal-button";
import { SectionHeading } from "./section-heading";

/**
 * Ten questions, one open at a time (SPEC §2): an exclusive accordion of native <details name="faq">,
 * which works by keyboard and without JavaScript.
 */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-28 bg-white py-16">
      <div className="mx-auto max-w-3xl px-4">
        <SectionHeading id="faq-title" title="Frequently Asked Questions" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {FAQS.map((faq) => (
            <details key={faq.question} name="faq" className="group">
              <summary className={summaryClass}>
                {faq.question}
                <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45 motion-reduce:transition-none">
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 text-slate-700">
                {faq.answer}
                {faq.getStartedLink ? (
                  <>
                    {" "}
                    <OpenModalButton section="faq" source="faq" className="font-semibold text-brand-700 underline">
                      Get Started
                    </OpenModalButton>
                  </>
                ) : null}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

/** FAQPage structured data for search engines (issue: SEO). */
export function faqJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQS.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

const summaryClass =
  "flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-brand-900 hover:bg-slate-50 " +
  "[&::-webkit-details-marker]:hidden";
