// One reading of a phone number for the forms, the chat and the server. A visitor may write the US
// country code (+1, 1, 1- or "+1 ") and any spaces, dots, dashes and brackets: the number is the ten
// digits after it, and SPEC §5's rules hold on those ten digits. A leading 1 is the country code only
// after a "+" or when eleven digits are typed: ten digits starting with 1 are a number whose area code
// starts with 1, which SPEC §5 answers "Invalid area code (cannot start with 0 or 1)". A "+" with another
// country code, or an international dialling prefix (00, 011), is a number we cannot call, and says so.
import { FORM_LIMITS } from "./constants";
import type { Message } from "./message";

/** A number as written: US with the country code as the visitor gave it, or another country's. */
export type ParsedPhone = { kind: "us"; countryCode: "" | "1" | "+1"; national: string } | { kind: "foreign"; digits: string };

const INTERNATIONAL_PREFIX = /^(00|011)/;
/** E.164's longest number; what a foreign number may hold while typed, so its message can be given. */
const FOREIGN_MAX_DIGITS = 15;
/** The US country code and ten digits. */
const WITH_COUNTRY_CODE = FORM_LIMITS.phoneDigits + 1;

export function parsePhone(input: string): ParsedPhone {
  const text = input.trim();
  const digits = text.replace(/\D/g, "");
  if (text.startsWith("+")) {
    return digits === "" || digits.startsWith("1")
      ? { kind: "us", countryCode: "+1", national: digits.slice(1) }
      : { kind: "foreign", digits };
  }
  if (INTERNATIONAL_PREFIX.test(digits)) return { kind: "foreign", digits };
  if (digits.length === WITH_COUNTRY_CODE && digits.startsWith("1")) return { kind: "us", countryCode: "1", national: digits.slice(1) };
  return { kind: "us", countryCode: "", national: digits };
}

/** The ten digits of a US number (fewer while typed, at most ten): what is stored and compared. */
export function phoneDigits(input: string): string {
  const phone = parsePhone(input);
  return phone.kind === "us" ? phone.national.slice(0, FORM_LIMITS.phoneDigits) : "";
}

/**
 * What a phone field keeps as the visitor types: a leading "+" and the digits, never more than ten (SPEC
 * §5: digits only, at most 10), or eleven after a "+" or a leading 1, where the eleventh makes the 1 the
 * country code.
 */
export function phoneInput(typed: string): string {
  const phone = parsePhone(typed);
  const plus = typed.trim().startsWith("+") ? "+" : "";
  const digits = typed.replace(/\D/g, "");
  const max = phone.kind === "foreign" ? FOREIGN_MAX_DIGITS : plus || digits.startsWith("1") ? WITH_COUNTRY_CODE : FORM_LIMITS.phoneDigits;
  return plus + digits.slice(0, max);
}

/** Progressive display while typing: "213" -> "(213", "2135551" -> "(213) 555-1", "14155550199" -> "1 (415) 555-0199". */
export function formatPhoneDisplay(input: string): string {
  const phone = parsePhone(input);
  if (phone.kind === "foreign" || phone.national === "") return phoneInput(input);
  const national = nationalDisplay(phone.national.slice(0, FORM_LIMITS.phoneDigits));
  return [phone.countryCode, national].filter(Boolean).join(" ");
}

function nationalDisplay(d: string): string {
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The rules of SPEC §5 in their order, on the ten digits after any country code; the first that fails gives the message. */
export function phoneError(input: string): Message | undefined {
  if (input.trim() === "") return { key: "form.error.phoneRequired" };
  const phone = parsePhone(input);
  if (phone.kind === "foreign") return { key: "form.error.phoneNotUs" };
  const d = phone.national;
  if (d.length !== FORM_LIMITS.phoneDigits) return { key: "form.error.phoneLength" };
  if (/^[01]/.test(d)) return { key: "form.error.phoneAreaCode" };
  if (/^[01]/.test(d.slice(3))) return { key: "form.error.phoneExchange" };
  if (/^(\d)\1{9}$/.test(d)) return { key: "form.error.phoneRepeated" };
  return undefined;
}

/** A stored phone's ten digits (a chat's 4155550199, a form's (415) 555-0199, a leading 1); null when it has not ten. */
export function usPhoneDigits(stored: string): string | null {
  const phone = parsePhone(stored);
  return phone.kind === "us" && phone.national.length === FORM_LIMITS.phoneDigits ? phone.national : null;
}

/** How the admin shows every phone: (415) 555-0199, whichever way it came in; as stored otherwise. */
export function phoneText(stored: string): string {
  const ten = usPhoneDigits(stored);
  return ten ? formatPhoneDisplay(ten) : stored;
}

/** The phone's call link, tel:+14155550199; null for a number that is not ten digits. */
export function telHref(stored: string): string | null {
  const ten = usPhoneDigits(stored);
  return ten ? `tel:+1${ten}` : null;
}
