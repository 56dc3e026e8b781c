import { CLAIMS, PRICES } from "../constants";

export const FOLLOW_UP_CLASSES = ["DONE", "PRICING", "PROCESS", "TRADEIN", "INVENTORY", "OTHER"] as const;
export type FollowUpClass = (typeof FOLLOW_UP_CLASSES)[number];

const PATTERNS: [FollowUpClass, RegExp][] = [
  ["DONE", /^(no|nope|nah|no thanks?( you)?|nothing( else)?|that'?s (all|it)|i'?m (good|fine|done)|all good|thanks?( you)?|bye)[.! ]*$/i],
  ["PRICING", /\b(price|pricing|cost|fee|how much|\$|discount|cheap|expensive|save|savings)\b/i],
  ["TRADEIN", /\b(trade[- ]?in|my (old|current) car|sell my)\b/i],
  ["INVENTORY", /\b(inventory|in stock|available|availability|colou?r|model|trim)\b/i],
  ["PROCESS", /\b(how (does|do) (it|this|you) work|process|steps|timeline|delivery|paperwork|how long)\b/i],
];

/** SPEC §4: when the classification call fails, patterns decide; anything else gets the advisor offer. */
export function classifyByPattern(text: string): FollowUpClass {
  return PATTERNS.find(([, pattern]) => pattern.test(text.trim()))?.[0] ?? "OTHER";
}

/** The informative reply to each class while the reply service is unavailable. */
export const FOLLOW_UP_REPLIES: Record<Exclude<FollowUpClass, "DONE">, string> = {
  PRICING:
    `The consultation is free. Full-Service is $${PRICES.fullService} and White-Glove, with home or office delivery, is ` +
    `$${PRICES.whiteGlove}; certified pre-owned is a flat $${PRICES.cpoFlatFee}. Customers save ${CLAIMS.averageSavings} on average.`,
  PROCESS:
    "We find the car, negotiate the price, evaluate your trade-in and arrange delivery or pickup. You approve every step " +
    "before we proceed.",
  TRADEIN: "We evaluate your trade-in against real offers and fold the best one into your deal, so it adds to your savings.",
  INVENTORY: "Our advisors search the whole dealer network for the exact model, trim and color you want.",
  OTHER: "That's a great question for one of our advisors.",
};
