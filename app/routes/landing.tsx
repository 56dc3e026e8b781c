import { BottomLeadSection } from "~/components/bottom-lead-section";
import { BrandStrip } from "~/components/landing/brand-strip";
import { Faq, faqJsonLd } from "~/components/landing/faq";
import { Guarantee } from "~/components/landing/guarantee";
import { Hero } from "~/components/landing/hero";
import { HowItWorks } from "~/components/landing/how-it-works";
import { Pricing } from "~/components/landing/pricing";
import { RecentDeals } from "~/components/landing/recent-deals";
import { StatsStrip } from "~/components/landing/stats-strip";
import { Testimonials } from "~/components/landing/testimonials";
import { TrustBadges } from "~/components/landing/trust-badges";
import { MarketingPage } from "~/components/marketing-page";
import { pageMeta } from "~/seo";
import type { Route } from "./+types/landing";
import { marketingAction, marketingData } from "./marketing.server";
import { recentDealsSection } from "./recent-deals.server";

// Served at /, /landing/v1, /landing/V2 and every unknown path (SPEC §2); all but V2 share one canonical
// URL. V2 adds the Recent Deals section, streamed after the page.
export async function loader({ request, context }: Route.LoaderArgs) {
  const v2 = new URL(request.url).pathname === "/landing/V2";
  const data = await marketingData(request, context, v2 ? "/landing/V2" : "/");
  return { ...data, recentDeals: v2 ? recentDealsSection(context) : null };
}
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
      {loaderData.recentDeals ? <RecentDeals data={loaderData.recentDeals} /> : null}
      <Testimonials />
      <Pricing />
      <Guarantee />
      <Faq />
      <BottomLeadSection />
    </MarketingPage>
  );
}
