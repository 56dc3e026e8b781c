import { CLAIMS, PRICES } from "#app/domain/constants";
import type { MessageKey } from "#app/i18n/messages/en";

// The landing sections' structure; their words are in the catalogue (app/i18n/messages), by key.

/** Stats strip: the four figures of SPEC §1. */
export const STATS: { value: string; label: MessageKey }[] = [
  { value: CLAIMS.customers, label: "landing.stats.customers" },
  { value: CLAIMS.customerSavings, label: "landing.stats.customerSavings" },
  { value: CLAIMS.averageSavings, label: "landing.stats.averageSavings" },
  { value: String(CLAIMS.yearsServing), label: "landing.stats.years" },
];

export const HOW_IT_WORKS_STEPS: { title: MessageKey; body: MessageKey }[] = [
  { title: "landing.how.step1.title", body: "landing.how.step1.body" },
  { title: "landing.how.step2.title", body: "landing.how.step2.body" },
  { title: "landing.how.step3.title", body: "landing.how.step3.body" },
  { title: "landing.how.step4.title", body: "landing.how.step4.body" },
];

export const BRAND_LOGOS = ["Audi", "BMW", "Toyota", "Mercedes Benz", "Volvo", "Volkswagen"] as const;

/** price: dollars, 0 for the free tier. */
export type PricingTier = { id: string; name: MessageKey; price: number; blurb: MessageKey; features: MessageKey[]; popular: boolean };

export const PRICING_TIERS: PricingTier[] = [
  {
    id: "consultation",
    name: "landing.pricing.consultation.name",
    price: PRICES.consultation,
    blurb: "landing.pricing.consultation.blurb",
    features: [
      "landing.pricing.consultation.f1",
      "landing.pricing.consultation.f2",
      "landing.pricing.consultation.f3",
      "landing.pricing.consultation.f4",
    ],
    popular: false,
  },
  {
    id: "full_service",
    name: "landing.pricing.full.name",
    price: PRICES.fullService,
    blurb: "landing.pricing.full.blurb",
    features: [
      "landing.pricing.full.f1",
      "landing.pricing.full.f2",
      "landing.pricing.full.f3",
      "landing.pricing.full.f4",
      "landing.pricing.full.f5",
    ],
    popular: true,
  },
  {
    id: "white_glove",
    name: "landing.pricing.white.name",
    price: PRICES.whiteGlove,
    blurb: "landing.pricing.white.blurb",
    features: ["landing.pricing.white.f1", "landing.pricing.white.f2", "landing.pricing.white.f3", "landing.pricing.white.f4"],
    popular: false,
  },
];

export const GUARANTEE_VALUES = { percent: CLAIMS.satisfactionPercent, hours: CLAIMS.hoursSaved } as const;

export type Faq = { question: MessageKey; answer: MessageKey; getStartedLink?: boolean };

/** Ten questions (SPEC §2). The callback reading here is the FAQ's own: within 24 hours (SPEC §1). */
export const FAQS: Faq[] = [
  { question: "landing.faq.q1", answer: "landing.faq.a1" },
  { question: "landing.faq.q2", answer: "landing.faq.a2" },
  { question: "landing.faq.q3", answer: "landing.faq.a3" },
  { question: "landing.faq.q4", answer: "landing.faq.a4" },
  { question: "landing.faq.q5", answer: "landing.faq.a5" },
  { question: "landing.faq.q6", answer: "landing.faq.a6" },
  { question: "landing.faq.q7", answer: "landing.faq.a7" },
  { question: "landing.faq.q8", answer: "landing.faq.a8" },
  { question: "landing.faq.q9", answer: "landing.faq.a9" },
  { question: "landing.faq.q10", answer: "landing.faq.a10", getStartedLink: true },
];

/** The values the FAQ's answers carry, formatted where the page knows its language. */
export const FAQ_VALUES = {
  average: CLAIMS.averageSavings,
  total: CLAIMS.customerSavings,
  fullService: PRICES.fullService,
  whiteGlove: PRICES.whiteGlove,
} as const;
