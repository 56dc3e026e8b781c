import { env } from "cloudflare:test";
import { expect } from "vitest";

/**
 * Tests never reach the network: an outside service answers only through the test's own double
 * (`mockUpstream`, a spy on `fetch`, a fake or a spy on `env.AI.run`). Without one, the Worker's fetch
 * and Workers AI are refused here, and the test that was running fails naming the call and where it
 * came from, rather than the service failing open and the test passing on a real DNS lookup or a
 * Workers AI call that cannot run locally. `vitest.workers.config.ts` refuses at the socket whatever
 * gets past this.
 */
const unanswered: string[] = [];

function refused(what: string, error: Error): Error {
  unanswered.push(`${what}\n${error.stack ?? ""}`);
  return error;
}

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** Replaces the isolate's fetch and the AI binding's run; a test's spy wraps these and its restore comes back to them. */
export function refuseTheNetwork(): void {
  globalThis.fetch = async (input) => {
    const url = urlOf(input);
    throw refused(`fetch ${url}`, new TypeError(`Tests never reach the network: no fixture or fetch mock answers ${url}`));
  };
  env.AI.run = async (model: unknown) => {
    throw refused(`Workers AI ${String(model)}`, new Error("Tests never call Workers AI: give the test a fake binding"));
  };
}

/** The refused calls since the last look, each with its stack; the list starts empty again. */
export const takeRefusedCalls = (): string[] => unanswered.splice(0);

/** Fails the test (or the file, for background work that ended after its last test) that made a refused call. */
export function expectNoNetwork(): void {
  expect(takeRefusedCalls(), "calls to the outside with no test double").toEqual([]);
}
