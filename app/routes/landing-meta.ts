import type { MetaDescriptor } from "react-router";
import { faqJsonLd } from "~/components/landing/faq";
import { pageMeta } from "~/seo";

/** The landing pages' title, description and FAQ JSON-LD, for / and its V2 alike. */
export function landingMeta(site: Parameters<typeof pageMeta>[0], canonicalUrl: string | undefined): MetaDescriptor[] {
  return pageMeta(
    site,
    {
      title: "Expert Car Buying for California",
      description:
        "Free consultation with a car-buying advisor: we find your car, negotiate the price and deliver it. For cars " +
        "registered in California.",
      canonicalUrl,
    },
    [faqJsonLd()],
  );
}
