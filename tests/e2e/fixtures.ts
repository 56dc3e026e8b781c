import { test as base, type BrowserContext } from "@playwright/test";

export { expect } from "@playwright/test";
export type { Locator, Page, Response } from "@playwright/test";

/**
 * Errors every test may meet, each for a reason of the environment or the design, matched against the
 * message with the URL it names.
 */
const EXPECTED_EVERYWHERE = [
  // Workers AI runs remotely only: locally the chat's reply and follow-up endpoint answers 503, and the chat
  // goes on with its canned replies and patterns, as SPEC §8 has it for a failing reply service.
  /status of 503 \(Service Unavailable\) \(http:\/\/[^/]+\/api\/chat:/,
  // A link page (the newsletter's confirmation, unsubscribing) answers a missing, expired or unknown link with
  // 400 and a page that says what to do.
  /status of 400 \(Bad Request\) \(http:\/\/[^/]+\/(es\/)?(newsletter\/confirm|unsubscribe)[?:]/,
  // The same for the buyer's page: a link that opens nothing (forged, expired, deleted) answers 404 and a page
  // that offers the lost-link form.
  /status of 404 \(Not Found\) \(http:\/\/[^/]+\/(my|es\/mi)\/[^/?:]+(\/data)?:/,
];

export type ConsoleErrors = {
  /**
   * Takes an error this test provokes on purpose (a field the server refuses, a request the test fails), so
   * the check passes over it. Call it before the action, with the reason beside it.
   */
  allow(pattern: RegExp): void;
};

/**
 * The test every end-to-end spec uses: Playwright's own, plus a check that no page the test opened logged
 * an error to its console (`console.error`, a resource that failed or was refused) or threw an uncaught
 * exception. A visitor never sees those, so nothing else would notice them. Every context counts: the one
 * behind `page` and any the test makes itself (`browser.newContext()`).
 */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ browser }, use) => {
      const allowed = [...EXPECTED_EVERYWHERE];
      const logged: string[] = [];
      const note = (kind: string, text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) logged.push(`${kind}: ${text}`);
      };
      const watch = (context: BrowserContext) => {
        context.on("console", (message) => {
          if (message.type() !== "error") return;
          const { url, lineNumber } = message.location();
          note("console.error", url ? `${message.text()} (${url}:${lineNumber})` : message.text());
        });
        context.on("weberror", (error) => note("uncaught", error.error().stack ?? error.error().message));
      };
      for (const context of browser.contexts()) watch(context);
      browser.on("context", watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      browser.off("context", watch);
      if (logged.length > 0) throw new Error(`The page logged ${logged.length} error(s):\n${logged.join("\n")}`);
    },
    { auto: true },
  ],
});
