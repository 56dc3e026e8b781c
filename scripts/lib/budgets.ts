// Issue 14.4: the budgets every audited page meets. `npm run audit:lighthouse` measures them on simulated
// mobile and flags a page over any of them; tests/e2e/budgets.spec.ts holds the JavaScript one on every run.

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

export const BUDGETS = {
  /** JavaScript transferred, compressed as the edge serves it (brotli), headers included. */
  javaScriptBytes: 120 * 1024,
  /** Largest Contentful Paint on Lighthouse's simulated mobile. */
  lcpMs: 1200,
  cls: 0,
  /** Accessibility, best practices and SEO. */
  categoryScore: 100,
} as const;
