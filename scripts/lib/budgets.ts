// The budgets every audited page meets. `npm run audit:lighthouse` measures them on simulated mobile and flags
// a page over any of them; tests/e2e/budgets.spec.ts holds the JavaScript ones on every run.
import { SPEED_BUDGETS } from "#app/domain/vitals/budgets.ts";

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

/** The pages that hydrate whole with React Router: the chat (and its Spanish twin) and the advisors' pages. */
const WHOLE_APP = /^(\/es)?\/chatbot$|^\/admin(\/|$)/;

export const BUDGETS = {
  /**
   * JavaScript transferred, compressed as the edge serves it (brotli), headers included, the beacon's apart: a
   * marketing page hydrates only its islands (decision record 048); the chat and the advisors' pages hydrate whole.
   */
  javaScriptBytes: { islands: 60 * 1024, wholeApp: 120 * 1024 },
  /**
   * What the Web Vitals beacon adds to a page's scripts (docs/decisions/059-a-beacon-of-its-own.md): its
   * measuring code, fetched after the page's load when idle and counted the same way, and its starter, in the
   * page's own entry (scripts/lib/vitals-starter-size.ts).
   */
  vitalsBeaconBytes: 2 * 1024,
  /**
   * Largest Contentful Paint on Lighthouse's simulated mobile: the lab's goal for the marketing pages (decision
   * record 048), stricter than the field's budget (SPEED_BUDGETS), which Site speed holds real visits to.
   */
  lcpMs: 900,
  /** Total Blocking Time on Lighthouse's simulated mobile. */
  tbtMs: 100,
  cls: SPEED_BUDGETS.CLS,
  /** Performance, accessibility, best practices and SEO. */
  categoryScore: 100,
} as const;

/** A page's JavaScript budget, in bytes, the beacon's measuring code apart. */
export function javaScriptBudget(path: string): number {
  return WHOLE_APP.test(path) ? BUDGETS.javaScriptBytes.wholeApp : BUDGETS.javaScriptBytes.islands;
}

/** The beacon's measuring code, as the build names its chunk (app/vitals/vitals-observers.ts). */
export const VITALS_BEACON_SCRIPT = /\/vitals-observers-[\w-]+\.js$/;
