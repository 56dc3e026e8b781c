import type { Message } from "#app/domain/message";
import { CHAT_LIMITS } from "./messages";

// "60,000", "60000 miles", "60k" and "60.5K" are all ways people write a trade-in's mileage; "600k"
// is 600,000 miles, not 600.
const MILEAGE = /^(\d+(?:\.\d+)?)(k)?(?:mi|miles?)?$/i;

/** The miles a visitor wrote, as a whole number, or null when it is not a mileage at all. */
export function parseMileage(text: string): number | null {
  const match = MILEAGE.exec(text.replace(/[,\s]/g, ""));
  if (!match) return null;
  const miles = Number(match[1]) * (match[2] ? 1000 : 1);
  return Number.isFinite(miles) ? Math.round(miles) : null;
}

/** SPEC §5: 0 to 500,000 miles. */
export function mileageError(text: string): Message | undefined {
  const miles = parseMileage(text);
  return miles !== null && miles <= CHAT_LIMITS.maxMileage ? undefined : { key: "chat.error.mileage" };
}

/** The mileage as stored: plain digits ("600k" -> "600000"), so the number is never read wrong. */
export function normalizeMileage(text: string): string {
  const miles = parseMileage(text);
  return miles === null ? text.trim() : String(miles);
}
