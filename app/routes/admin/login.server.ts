import { data, redirect, type RouterContextProvider } from "react-router";
import { signInFormSchema } from "#app/domain/admin/advisor-forms";
import { RATE_LIMIT_WINDOW_SECONDS } from "#app/domain/constants";
import { safeNext, SIGN_IN_MESSAGES, signInProblemFrom, type SignInProblem } from "#app/domain/admin/sign-in";
import { identifyAdvisor, passwordSignInKey, signInWithPassword, signOut } from "#worker/services/admin/auth.server";
import { isRateLimited } from "#worker/services/guards/rate-limit.server";
import { readForm } from "#app/routes/read-form.server";
import { envOf } from "./advisor.server";

type Context = Readonly<RouterContextProvider>;

// Advisor sign-in is this route's action: the form, the redirect rule and the
// messages in one place, working with or without JavaScript.

/** The answer's status for each refusal. */
const STATUS: Record<SignInProblem, number> = {
  bad: 401,
  blocked: 429,
  "rate-limited": 429,
  locked: 429,
  slowed: 429,
  off: 403,
  disabled: 403,
  "not-advisor": 403,
  ended: 401,
  invalid: 400,
};

export type SignInResult = { problem: string; email: string };

const refuse = (problem: SignInProblem, email = "", retryAfterSeconds?: number) =>
  data({ problem: SIGN_IN_MESSAGES[problem], email } satisfies SignInResult, {
    status: STATUS[problem],
    headers: { "cache-control": "no-store", ...(retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {}) },
  });

/**
 * The page's headers: never stored, and a refused sign-in's Retry-After (the action sets it; a route's
 * headers are its `headers` export's alone, so without this the 429 went out without it).
 */
export function signInHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers({ "cache-control": "no-store" });
  const retryAfter = actionHeaders.get("retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return headers;
}

/** The sign-in page, or straight on to `next` for someone already signed in. */
export async function loginPage(request: Request, context: Context) {
  const env = envOf(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  const identity = await identifyAdvisor(env, request);
  if (identity.advisor) throw redirect(next);
  const problem = signInProblemFrom(url.searchParams.get("problem")) ?? identity.problem;
  return { next, problem: problem ? SIGN_IN_MESSAGES[problem] : null, passwordOn: passwordSignInKey(env) !== null };
}

export async function signInAction(request: Request, context: Context) {
  const env = envOf(context);
  // The rate limiter first: nothing of the body is read for a refused request.
  if (await isRateLimited(env, "sign-in", request)) return refuse("rate-limited", "", RATE_LIMIT_WINDOW_SECONDS);
  const form = await readForm(request);
  const typedEmail = form.get("email");
  // Echoed back into its field, never longer than the field allows.
  const email = typeof typedEmail === "string" ? typedEmail.trim().slice(0, 254) : "";
  const parsed = signInFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refuse("invalid", email);
  const outcome = await signInWithPassword(env, request, parsed.data.email, parsed.data.password);
  if (!outcome.ok) return refuse(outcome.problem, email, outcome.retryAfterSeconds);
  const next = form.get("next");
  const headers = new Headers({ "cache-control": "no-store" });
  for (const cookie of outcome.setCookies) headers.append("set-cookie", cookie);
  throw redirect(safeNext(typeof next === "string" ? next : null), { headers });
}

/** Signing out ends the session on the server and in the browser, then shows the sign-in page. */
export async function signOutAction(request: Request, context: Context): Promise<never> {
  const setCookie = await signOut(envOf(context), request);
  throw redirect("/admin/login", { headers: { "set-cookie": setCookie, "cache-control": "no-store" } });
}
