import { BottomLeadSection } from "~/components/bottom-lead-section";
import { BrandStrip } from "~/components/landing/brand-strip";
import { Faq, faqJsonLd } from "~/components/landing/faq";
import { Guarantee } from "~/components/landing/guarantee";
import { Hero } from "~/components/landing/hero";
import { HowItWorks } from "~/components/landing/how-it-works";
import { Pricing } from "~/components/landing/pricing";
import { StatsStrip } from "~/components/landing/stats-strip";
import { Testimonials } from "~/components/landing/testimonials";
import { TrustBadges } from "~/components/landing/trust-badges";
import { MarketingPage } from "~/components/marketing-page";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/landing";
import { marketingAction, marketingData } from "./marketing.server";

// Served at /, /landing/v1, /landing/V2 and every unknown path (SPEC §2); all but V2 share one canonical URL.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  marketingData(request, context, new URL(request.url).pathname === "/landing/V2" ? "/landing/V2" : "/");
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    matches[0]?.loaderData,
    {
      title: "Expert Car Buying for California",
      description:
        "Free consultation with a car-buying advisor: we find your car, negotiate the price and deliver it. For cars registered in California.",
      canonicalUrl: loaderData?.canonicalUrl,
    },
    [faqJsonLd()],
  );
}

export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData} landing>
      <Hero />
      <StatsStrip />
      <HowItWorks />
      <BrandStrip />
      <TrustBadges />
      <Testimonials />
      <Pricing />
      <Guarantee />
      <Faq />
      <BottomLeadSection />
    </MarketingPage>
  );
}
