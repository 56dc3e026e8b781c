// One JSON line per event, with emails and phone numbers masked wherever they appear, so logs can be
// shipped and read without carrying visitors' personal data.
import { DrizzleQueryError } from "drizzle-orm";

/** A field longer than this is cut before it is masked, so no input can make a log line costly. */
export const LOG_FIELD_MAX = 512;

// Every pattern below runs in linear time: no nested repetition, and none can restart inside a run of
// the characters it repeats (a lookbehind refuses to start mid-run; a lookahead capture, used as an
// atomic group, is never backtracked into), or it is bounded in length.
/**
 * The local part of an email, kept to its first character, before "@" as typed or percent-encoded once or
 * twice as a query string or path carries it ("%40", "%2540"): "d***@gmail.com", "d***%2540gmail.com".
 * The domain stays.
 */
const EMAIL_LOCAL_PART = /(?<![A-Za-z0-9._+%-])([A-Za-z0-9._+-])(?=((?:[A-Za-z0-9._+-]|%(?!40|2540))*))\2(@|%40|%2540)/g;
/** One separator between a number's groups: a space, dot, dash, underscore, slash or plus, or "%20" or "%2F". */
const SEP = String.raw`(?:[\s._/+-]|%2[0Ff])`;
/** A North American number: 10 digits in the usual groupings, with an optional +1. */
const US_PHONE = new RegExp(String.raw`(?<![\d.])(?:\+?1${SEP}?)?\(?\d{3}\)?${SEP}?\d{3}${SEP}?\d{2}(\d{2})(?![\d.])`, "g");
/** An international number: "+", then at most 20 digits, spaces, dots, dashes, underscores, slashes and brackets. */
const INTERNATIONAL_PHONE = /\+\d[\d\s()._/-]{5,20}\d/g;

/**
 * A UUID (a lead's or a request's id) is no personal data: its digits can fall in a phone number's groups
 * ("4b582911-1743-…"), and a masked id cannot be followed through the logs. Split out, it stays whole.
 */
const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

export function maskPersonalData(text: string): string {
  return text
    .split(UUID)
    .map((part, i) => (i % 2 === 1 ? part : maskPart(part)))
    .join("");
}

function maskPart(text: string): string {
  return text.replace(EMAIL_LOCAL_PART, "$1***$3").replace(US_PHONE, "***-***-**$1").replace(INTERNATIONAL_PHONE, maskInternational);
}

/** E.164 allows 8 to 15 digits with the country code; only the last two are kept. */
function maskInternational(number: string): string {
  const digits = number.replace(/\D/g, "");
  return digits.length >= 8 && digits.length <= 15 ? `+***${digits.slice(-2)}` : number;
}

/**
 * A long field is cut, and the word the cut went through is dropped, so half an address or number
 * (which the patterns would no longer recognise) never reaches the line.
 */
function cut(text: string): string {
  if (text.length <= LOG_FIELD_MAX) return text;
  return `${text.slice(0, LOG_FIELD_MAX).replace(/\S{1,64}$/, "")}…`;
}

function masked(value: unknown): unknown {
  if (typeof value === "string") return maskPersonalData(cut(value));
  if (Array.isArray(value)) return value.map(masked);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v)]));
  return value;
}

/**
 * What an error says, for a log line. A failed drizzle query's own message lists the query's
 * parameters (names, emails, notes, transcripts), so only its cause, the database's error, is told.
 */
export function errorMessage(error: unknown, depth = 0): string {
  if (error instanceof DrizzleQueryError)
    return `query failed: ${error.cause === undefined ? "no cause given" : errorMessage(error.cause, depth + 1)}`;
  if (!(error instanceof Error)) return String(error);
  if (error.cause === undefined || depth >= 3) return error.message;
  return `${error.message} (cause: ${errorMessage(error.cause, depth + 1)})`;
}

export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify(masked({ event, ...fields })));
}

export function logError(event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify(masked({ event, level: "error", error: errorMessage(error), ...fields })));
}

/** An outside service called over HTTP: one line with the host, status and time, failures included. */
export async function loggedFetch(service: string, url: string, init?: RequestInit): Promise<Response> {
  const started = Date.now();
  try {
    const response = await fetch(url, init);
    logEvent("external_call", { service, host: new URL(url).host, status: response.status, durationMs: Date.now() - started });
    return response;
  } catch (error) {
    logError("external_call", error, { service, host: new URL(url).host, durationMs: Date.now() - started });
    throw error;
  }
}
