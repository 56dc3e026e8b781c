import type { MessageKey } from "#app/i18n/messages/en";
import { CLAIMS, PRICES } from "#app/domain/constants";
import type { Translate } from "#app/domain/message";

export const FOLLOW_UP_CLASSES = ["DONE", "PRICING", "PROCESS", "TRADEIN", "INVENTORY", "OTHER"] as const;
export type FollowUpClass = (typeof FOLLOW_UP_CLASSES)[number];

// Each class in English, then in the Spanish page's words; the first that matches decides.
const PATTERNS: [FollowUpClass, RegExp][] = [
  ["DONE", /^(no|nope|nah|no thanks?( you)?|nothing( else)?|that'?s (all|it)|i'?m (good|fine|done)|all good|thanks?( you)?|bye)[.! ]*$/i],
  ["DONE", /^(no,? gracias|nada( m[aá]s)?|eso es todo|estoy bien|(muchas )?gracias|adi[oó]s)[.! ]*$/i],
  ["PRICING", /\b(price|pricing|cost|fee|how much|\$|discount|cheap|expensive|save|savings)\b/i],
  ["PRICING", /\b(precios?|costo|cu[aá]nto (cuesta|cobran|vale)|tarifa|descuento|barato|caro|ahorr\w*)\b/i],
  ["TRADEIN", /\b(trade[- ]?in|my (old|current) car|sell my)\b/i],
  ["TRADEIN", /\b(intercambio|mi auto (actual|viejo)|vender mi)\b/i],
  ["INVENTORY", /\b(inventory|in stock|available|availability|colou?r|model|trim)\b/i],
  ["INVENTORY", /\b(inventario|disponibles?|disponibilidad|modelo|versi[oó]n)\b/i],
  ["PROCESS", /\b(how (does|do) (it|this|you) work|process|steps|timeline|delivery|paperwork|how long)\b/i],
  ["PROCESS", /\b(c[oó]mo funciona|proceso|pasos|entrega|papeleo|cu[aá]nto tarda)\b/i],
];

/** SPEC §4: when the classification call fails, patterns decide; anything else gets the advisor offer. */
export function classifyByPattern(text: string): FollowUpClass {
  return PATTERNS.find(([, pattern]) => pattern.test(text.trim()))?.[0] ?? "OTHER";
}

/** The informative reply to each class while the reply service is unavailable: its catalogue key. */
export const FOLLOW_UP_REPLIES: Record<Exclude<FollowUpClass, "DONE">, MessageKey> = {
  PRICING: "chat.followUp.PRICING",
  PROCESS: "chat.followUp.PROCESS",
  TRADEIN: "chat.followUp.TRADEIN",
  INVENTORY: "chat.followUp.INVENTORY",
  OTHER: "chat.followUp.OTHER",
};

/** A canned follow-up reply in the page's language, with SPEC §9's prices and claim. */
export function followUpReply(key: MessageKey, t: Translate): string {
  return t(key, {
    fullService: `$${PRICES.fullService}`,
    whiteGlove: `$${PRICES.whiteGlove}`,
    cpoFee: `$${PRICES.cpoFlatFee}`,
    savings: CLAIMS.averageSavings,
  });
}
