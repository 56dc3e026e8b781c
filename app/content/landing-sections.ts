import { CALLBACK_CLAIMS, CLAIMS, PRICES } from "~/domain/constants";

/** Stats strip: the four figures of SPEC §1. */
export const STATS = [
  { value: CLAIMS.customers, label: "Satisfied Customers" },
  { value: CLAIMS.customerSavings, label: "Customer Savings" },
  { value: CLAIMS.averageSavings, label: "Average Savings" },
  { value: String(CLAIMS.yearsServing), label: "Years Serving California" },
] as const;

export const HOW_IT_WORKS_STEPS = [
  {
    title: "Tell Us What You Want",
    body: "Start with a free 15-minute consultation. Share the car, the budget and the timeline you have in mind.",
  },
  {
    title: "Trade-In Evaluation",
    body: "We price your current car against real offers, so your trade-in adds to your savings instead of eating them.",
  },
  {
    title: "We Find It & Negotiate",
    body: "Our advisors search the dealer network and negotiate the price for you. You approve everything before we proceed.",
  },
  {
    title: "Drive Away Happy",
    body: "Sign, and we deliver the car to you, with one-hour delivery or pickup. No dealership marathon.",
  },
] as const;

export const BRAND_LOGOS = ["Audi", "BMW", "Toyota", "Mercedes Benz", "Volvo", "Volkswagen"] as const;

export type PricingTier = { id: string; name: string; price: string; blurb: string; features: string[]; popular: boolean };

export const PRICING_TIERS: PricingTier[] = [
  {
    id: "consultation",
    name: "Consultation",
    price: "FREE",
    blurb: "Advice from an expert before you set foot in a dealership.",
    features: ["15-minute call with an advisor", "Fair-price guidance for your target car", "Trade-in pointers", "No obligation"],
    popular: false,
  },
  {
    id: "full_service",
    name: "Full-Service",
    price: `$${PRICES.fullService}`,
    blurb: "We find the car, negotiate the price and handle the paperwork.",
    features: [
      "Everything in Consultation",
      "Search across our dealer network",
      "Price negotiation on your behalf",
      "Trade-in evaluation",
      "Contract review",
    ],
    popular: true,
  },
  {
    id: "white_glove",
    name: "White-Glove",
    price: `$${PRICES.whiteGlove}`,
    blurb: "The whole purchase handled, down to the keys in your hand.",
    features: ["Everything in Full-Service", "Home or office delivery", "Trade-in pickup", "Dedicated advisor from start to finish"],
    popular: false,
  },
];

export const GUARANTEE = {
  title: "100% Satisfaction Guarantee",
  body:
    `If you're not 100% satisfied, we refund your service fee in full. ${CLAIMS.satisfactionPercent}% of our ` +
    `customers are, and they save ${CLAIMS.hoursSaved} hours on average.`,
} as const;

export type Faq = { question: string; answer: string; getStartedLink?: boolean };

/** Ten questions (SPEC §2). The callback reading here is the FAQ's own: within 24 hours (SPEC §1). */
export const FAQS: Faq[] = [
  {
    question: "How does the service work?",
    answer:
      "You tell us what you want, we evaluate your trade-in, search our dealer network, negotiate the price and " +
      "arrange delivery. You approve every step before we proceed.",
  },
  {
    question: "How much can I save?",
    answer: `Our customers save ${CLAIMS.averageSavings} on average, and together more than ${CLAIMS.customerSavings}.`,
  },
  {
    question: "How much does it cost?",
    answer:
      `The consultation is free. Full-Service is $${PRICES.fullService} and White-Glove, with home or office ` +
      `delivery, is $${PRICES.whiteGlove}.`,
  },
  {
    question: "Do you help with used cars?",
    answer:
      "New cars are our specialty, and that is where we save our customers the most. We help with used cars too, as a secondary service.",
  },
  {
    question: "Which areas do you serve?",
    answer: "We serve buyers who will register their car in California, from San Diego to the Bay Area and beyond.",
  },
  {
    question: "How quickly will I hear from you?",
    answer: `An advisor will contact you within ${CALLBACK_CLAIMS.faq} of your request.`,
  },
  {
    question: "Can you handle my trade-in?",
    answer: "Yes. We evaluate your current car against real offers and fold the best one into your deal.",
  },
  {
    question: "Do I have to go to the dealership?",
    answer: "No. We negotiate for you and offer one-hour delivery or pickup; White-Glove includes delivery to your home or office.",
  },
  {
    question: "What if I'm not satisfied?",
    answer: "If you're not 100% satisfied, we refund your service fee in full.",
  },
  {
    question: "How do I get started?",
    answer: "Book your free consultation and an advisor will call you.",
    getStartedLink: true,
  },
];
