import { ADVISOR_FORM_MESSAGES } from "#app/domain/admin/advisor-form-messages";
import { SIGN_IN_MESSAGES } from "#app/domain/admin/sign-in";
import { logEvent } from "#worker/log.server";
import { passwordSignInKey } from "./auth.server";
import { startSession } from "./advisor-session.server";
import { advisorById, replacePassword } from "./advisors.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { countAttempt, forgiveAttempt } from "./sign-in-attempts.server";

export type PasswordChange = { ok: true; setCookie: string | null } | { ok: false; fields: Record<string, string> };

/**
 * An advisor changes their own password. The current password is checked under the
 * sign-in limits, per advisor (a stolen session cannot guess it freely); the change moves the credential version on,
 * which ends every other session of theirs, and this device gets a fresh session.
 */
export async function changeOwnPassword(
  env: Env,
  request: Request,
  advisorId: number,
  current: string,
  next: string,
): Promise<PasswordChange> {
  const advisor = await advisorById(env, advisorId);
  if (!advisor?.passwordHash) return { ok: false, fields: { current: ADVISOR_FORM_MESSAGES.noPassword } };
  // A signed-in advisor's own session is their known device: nobody else's failures stop the change.
  const attempt = await countAttempt(env, request, { device: `advisor-${advisor.id}`, advisorId: advisor.id });
  if (!attempt.allowed) return { ok: false, fields: { current: SIGN_IN_MESSAGES[attempt.problem] } };
  if (!(await verifyPassword(advisor.passwordHash, current)))
    return { ok: false, fields: { current: ADVISOR_FORM_MESSAGES.currentPasswordWrong } };
  await forgiveAttempt(env, attempt);
  const version = await replacePassword(env, advisor.id, advisor.credentialVersion, await hashPassword(next));
  if (version === null) return { ok: false, fields: { current: ADVISOR_FORM_MESSAGES.currentPasswordWrong } };
  logEvent("advisor_password_changed", { advisorId: advisor.id });
  const key = passwordSignInKey(env);
  return { ok: true, setCookie: key ? await startSession(env, key, { id: advisor.id, credentialVersion: version }) : null };
}
