import type { ReactNode } from "react";
import { BottomLeadSection } from "#app/components/bottom-lead-section";
import { BrandStrip } from "./brand-strip";
import { Faq } from "./faq";
import { Guarantee } from "./guarantee";
import { Hero } from "./hero";
import { HowItWorks } from "./how-it-works";
import { Pricing } from "./pricing";
import { StatsStrip } from "./stats-strip";
import { Testimonials } from "./testimonials";
import { TrustBadges } from "./trust-badges";

/** The main landing page's sections (SPEC §2); the V2 page puts Recent Deals after the trust badges. */
export function LandingSections({ recentDeals }: { recentDeals?: ReactNode }) {
  return (
    <>
      <Hero />
      <StatsStrip />
      <HowItWorks />
      <BrandStrip />
      <TrustBadges />
      {recentDeals}
      <Testimonials />
      <Pricing />
      <Guarantee />
      <Faq />
      <BottomLeadSection />
    </>
  );
}
