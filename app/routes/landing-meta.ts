import { faqJsonLd } from "#app/components/landing/faq";
import { translatedMeta } from "./translated-meta";

/** The landing pages' title, description and FAQ JSON-LD, for / and its V2 alike, in the page's language. */
export const landingMeta = (args: Parameters<typeof translatedMeta>[0]) =>
  translatedMeta(
    args,
    { title: "landing.meta.title", description: "landing.meta.description" },
    { jsonLd: (t, locale) => [faqJsonLd(t, locale)] },
  );
