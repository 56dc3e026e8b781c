import type { Locale } from "./locale";

/**
 * SPEC §1's figures as each language reads them. English keeps SPEC's "50K+" and "$175M+"; a Spanish
 * reader says "+50 mil" and "+$175 millones" ("K" is no Spanish abbreviation, and "M" reads as thousands
 * in Latin American bookkeeping). Inside a sentence that already says "more than" or "más de", the figure
 * drops its "+" in both languages ("more than $175M", not "more than $175M+"). Figures of other shapes
 * ("$3,500", "98%") read the same in both languages.
 */
export function formatClaim(locale: Locale, claim: string, place: "figure" | "sentence" = "figure"): string {
  if (locale === "en") return place === "sentence" ? claim.replace(/\+$/, "") : claim;
  const shape = /^(\$?)(\d+(?:\.\d+)?)([KM])(\+?)$/.exec(claim);
  if (!shape) return claim;
  const [, dollar, amount, unit, plus] = shape;
  const word = unit === "K" ? "mil" : amount === "1" ? "millón" : "millones";
  return `${plus && place === "figure" ? "+" : ""}${dollar}${amount} ${word}`;
}
