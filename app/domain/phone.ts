import { FORM_LIMITS, LEAD_FORM_MESSAGES as M } from "./constants";

/** Keeps the digits a visitor typed, at most ten (SPEC §5: input keeps digits only). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, FORM_LIMITS.phoneDigits);
}

/** Progressive display while typing: "213" -> "(213", "2135551" -> "(213) 555-1". */
export function formatPhoneDisplay(input: string): string {
  const d = phoneDigits(input);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The rules of SPEC §5 in their order; the first that fails gives the message. */
export function phoneError(input: string): string | undefined {
  const raw = input.trim();
  if (raw === "") return M.phoneRequired;
  const d = raw.replace(/\D/g, "");
  if (d.length !== FORM_LIMITS.phoneDigits) return M.phoneLength;
  if (/^[01]/.test(d)) return M.phoneAreaCode;
  if (/^[01]/.test(d.slice(3))) return M.phoneExchange;
  if (/^(\d)\1{9}$/.test(d)) return M.phoneRepeated;
  return undefined;
}
