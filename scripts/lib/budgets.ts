// The budgets every audited page meets. `npm run audit:lighthouse` measures them on simulated mobile and flags a
// page over any of them; tests/e2e/budgets.spec.ts holds the JavaScript one on every run.

/** The pages the audit covers: the marketing pages, the chat, the advisors' sign-in, and the Spanish twins (issue 24). */
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
   * JavaScript transferred, compressed as the edge serves it (brotli), headers included: a marketing page
   * hydrates only its islands (decision record 048); the chat and the advisors' pages hydrate whole.
   */
  javaScriptBytes: { islands: 60 * 1024, wholeApp: 120 * 1024 },
  /** Largest Contentful Paint on Lighthouse's simulated mobile. */
  lcpMs: 900,
  /** Total Blocking Time on Lighthouse's simulated mobile. */
  tbtMs: 100,
  cls: 0,
  /** Performance, accessibility, best practices and SEO. */
  categoryScore: 100,
} as const;

/** A page's JavaScript budget, in bytes. */
export function javaScriptBudget(path: string): number {
  return WHOLE_APP.test(path) ? BUDGETS.javaScriptBytes.wholeApp : BUDGETS.javaScriptBytes.islands;
}
