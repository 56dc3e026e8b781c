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

/** A stored phone's ten digits (a chat's 4155550199, a form's (415) 555-0199, a leading 1); null when it has not ten. */
export function usPhoneDigits(stored: string): string | null {
  const d = stored.replace(/\D/g, "");
  const ten = d.length === FORM_LIMITS.phoneDigits + 1 && d.startsWith("1") ? d.slice(1) : d;
  return ten.length === FORM_LIMITS.phoneDigits ? ten : null;
}

/** How the admin shows every phone (issue 21, item 1): (415) 555-0199, whichever way it came in; as stored otherwise. */
export function phoneText(stored: string): string {
  const ten = usPhoneDigits(stored);
  return ten ? formatPhoneDisplay(ten) : stored;
}

/** The phone's call link, tel:+14155550199; null for a number that is not ten digits. */
export function telHref(stored: string): string | null {
  const ten = usPhoneDigits(stored);
  return ten ? `tel:+1${ten}` : null;
}
