import type { LeadLanguage } from "#app/domain/lead-language";
import type { VitalMetric } from "./metrics";

// What a page view's beacon may say, as plain rules with no zod: the browser's beacon imports them, and
// beacon-schema.ts wraps them in the schema the Worker parses with (decision record 006).

/** Where the page's beacon goes (worker/api/vitals.ts). */
export const VITALS_PATH = "/api/vitals";

/** A selector's length at most: the browser cuts it there, the Worker refuses a longer one. */
const MAX_SELECTOR_LENGTH = 100;

export const VITALS_LIMITS = {
  /** A beacon's body, many times what a browser sends; past it the Worker refuses the beacon unread (413). */
  maxBodyBytes: 4 * 1024,
  /** Analytics Engine's index (the route) holds at most 96 bytes. */
  maxRouteLength: 96,
  maxSelectorLength: MAX_SELECTOR_LENGTH,
} as const;

/**
 * The page's language (`<html lang>`) as a beacon's: a table over the site's languages, so the type keeps it
 * whole, and the browser's beacon needs neither zod nor the pages' language helpers (which come with React).
 */
const BEACON_LANGUAGES: Record<LeadLanguage, true> = { en: true, es: true };

export const isBeaconLanguage = (value: string): value is LeadLanguage => Object.hasOwn(BEACON_LANGUAGES, value);

/**
 * Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`), which a browser sends with every request
 * when its visitor asked not to be followed (and shows its pages as `navigator.doNotTrack` and
 * `navigator.globalPrivacyControl`): such a visitor's page views are not measured.
 */
export const asksNotToBeTracked = (headers: Headers) => headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";

/** A device class from the viewport's width, in CSS pixels: under 640 a phone, under 1024 a tablet. */
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function deviceClassOf(viewportWidth: number): DeviceClass {
  return viewportWidth < 640 ? "phone" : viewportWidth < 1024 ? "tablet" : "desktop";
}

/** `navigator.connection.effectiveType`, where the browser has it (Chromium). */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export const isConnectionType = (value: unknown): value is ConnectionType => CONNECTION_TYPES.some((type) => type === value);

/**
 * A route pattern as React Router writes it, never a URL: "/", "/landing/V2", "/es/chatbot",
 * "/admin/leads/:id", "/*". Each segment is a word or hyphenated words with at most two trailing digits
 * ("v1", "V2"), a `:param` or the splat: no query, fragment, dot, `@`, percent-encoding, or run of digits,
 * so an id, an email, a phone number or a ZIP code cannot pass for one.
 */
const ROUTE_SEGMENT = /^(?:[A-Za-z]+(?:-[A-Za-z]+)*\d{0,2}|:[A-Za-z]\w{0,30}|\*)$/;
const MAX_ROUTE_SEGMENTS = 6;

export function isRoutePattern(route: string): boolean {
  if (route === "/") return true;
  if (route.length > VITALS_LIMITS.maxRouteLength || !route.startsWith("/")) return false;
  const segments = route.slice(1).split("/");
  return segments.length <= MAX_ROUTE_SEGMENTS && segments.every((segment) => ROUTE_SEGMENT.test(segment));
}

/** React Router's pattern of a request ("landing/V2", "*", "/") as the beacon's route ("/landing/V2", "/*", "/"). */
export const routeOfPattern = (pattern: string) => `/${pattern.replace(/^\/+/, "")}`;

/**
 * An element as the beacon names it: its tag, its id and its classes, e.g. "button#chat-send.rounded-full",
 * never its text or any other attribute. An id or class with a character outside this set, or with five
 * digits in a row (a phone number, a ZIP code, a generated id), is left out.
 */
const SELECTOR = /^[a-z][a-z0-9-]*(?:[#.][\w:\-[\]/%.()]+)*$/;
const NAME = /^[\w:\-[\]/%.()]+$/;
const DIGIT_RUN = /\d{5}/;

export const isSafeSelector = (selector: string) =>
  selector.length <= VITALS_LIMITS.maxSelectorLength && SELECTOR.test(selector) && !DIGIT_RUN.test(selector);

/** The parts of an element the selector reads (a DOM Element has them). */
export type SelectorSource = { tagName: string; id: string; classList: Iterable<string> };

/** The element's selector, cut at a whole class to the length the Worker takes. */
export function elementSelector({ tagName, id, classList }: SelectorSource): string {
  const tag = tagName.toLowerCase();
  let selector = /^[a-z][a-z0-9-]*$/.test(tag) ? tag : "element";
  // An element without an id has "#" here, which names nothing and is left out.
  for (const part of [`#${id}`, ...Array.from(classList, (name) => `.${name}`)]) {
    if (!NAME.test(part.slice(1)) || DIGIT_RUN.test(part)) continue;
    if (selector.length + part.length > MAX_SELECTOR_LENGTH) break;
    selector += part;
  }
  return selector;
}

/** One metric of a page view; `selector` only for LCP and INP. */
export type BeaconMetric = { name: VitalMetric; value: number; selector?: string };

/** The beacon: one page view's metrics and what they are grouped by. No id, no URL, nothing about the person. */
export type VitalsBeacon = {
  route: string;
  language: LeadLanguage;
  device: DeviceClass;
  connection?: ConnectionType;
  metrics: BeaconMetric[];
};
