// The budgets every audited page meets. `npm run audit:lighthouse` measures them on simulated mobile and flags
// a page over any of them; tests/e2e/budgets.spec.ts holds the JavaScript ones on every run.
import { SPEED_BUDGETS } from "../../app/domain/vitals/budgets.ts";

/** The pages the audit covers: the marketing pages, the chat, the advisors' sign-in, and the Spanish twins. */
export const AUDITED_PAGES = [
  "/",
  "/es",
  "/landing/V2",
  "/es/landing/V2",
  "/landing/cartelligentai",
  "/chatbot",
  "/es/chatbot",
  "/about",
  "/es/about",
  "/admin/login",
] as const;

export const BUDGETS = {
  /** JavaScript transferred, compressed as the edge serves it (brotli), headers included; the beacon's apart. */
  javaScriptBytes: 120 * 1024,
  /**
   * The Web Vitals beacon's measuring code (web-vitals and the beacon), fetched after the page's load when
   * idle, counted the same way (docs/decisions/050-web-vitals-in-the-field.md says why it has a budget of its own).
   */
  vitalsBeaconBytes: 4.5 * 1024,
  /** Largest Contentful Paint on Lighthouse's simulated mobile: our budget for the field's too. */
  lcpMs: SPEED_BUDGETS.LCP,
  cls: SPEED_BUDGETS.CLS,
  /** Accessibility, best practices and SEO. */
  categoryScore: 100,
} as const;

/** The beacon's measuring code, as the build names its chunk (app/vitals/vitals-observers.ts). */
export const VITALS_BEACON_SCRIPT = /\/vitals-observers-[\w-]+\.js$/;
