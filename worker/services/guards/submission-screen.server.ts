import { FORM_LIMITS } from "#app/domain/constants";
import { checkFormToken, renewedFormToken } from "./form-token.server";

/**
 * SPEC §4's bot checks, shared by the lead forms and the chat's lead creation:
 * - bot: the honeypot is filled, the token is not ours or the form was sent within 3 s; answered with
 *   the same success a person gets, storing nothing;
 * - stale: the token expired; `formToken` is a fresh one to submit again with;
 * - person: go on, and claim the token's nonce (claimFormToken) just before the request is stored: a
 *   used token is found out there, and answered as stale; `renderedAtMs` dates the page's next token.
 */
export type Screening = { kind: "person"; nonce: string; renderedAtMs: number } | { kind: "bot" } | { kind: "stale"; formToken: string };

export async function screenSubmission(env: Env, { honeypot, formToken }: { honeypot: string; formToken: string }): Promise<Screening> {
  if (honeypot.trim() !== "") return { kind: "bot" };
  const check = await checkFormToken(env, formToken);
  if (check.kind === "valid") return { kind: "person", nonce: check.nonce, renderedAtMs: check.issuedAtMs };
  if (check.kind === "bot") return { kind: "bot" };
  return { kind: "stale", formToken: await renewedFormToken(env) };
}

/** SPEC §4: the fake success appears after a second, as a real save would take a moment. */
export function botPause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, FORM_LIMITS.fakeSuccessDelayMs));
}
