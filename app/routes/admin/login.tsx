import { redirect } from "react-router";
import { ADMIN_ROBOTS, SIGN_IN_PROBLEMS } from "~/domain/admin/format";
import { isAdvisor } from "../../../worker/services/admin-auth.server";
import type { Route } from "./+types/login";
import { envOf } from "./advisor.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = /^\/admin(?:[/?#]|$)/.test(url.searchParams.get("next") ?? "") ? (url.searchParams.get("next") ?? "/admin") : "/admin";
  if (await isAdvisor(envOf(context), request)) throw redirect(next);
  return { next, problem: SIGN_IN_PROBLEMS[url.searchParams.get("problem") ?? ""] ?? null };
}

export const headers = () => ({ "cache-control": "no-store" });

export const meta = () => [{ title: "Advisor sign-in" }, ADMIN_ROBOTS];

export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <form method="post" action="/api/session" className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-slate-900">Advisor sign-in</h1>
        <input type="hidden" name="next" value={loaderData.next} />
        <label htmlFor="password" className="mt-6 block text-sm font-medium text-slate-800">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          autoFocus
          aria-invalid={loaderData.problem ? true : undefined}
          aria-describedby={loaderData.problem ? "sign-in-problem" : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-3 focus:outline-brand-500"
        />
        {loaderData.problem ? (
          <p id="sign-in-problem" role="alert" className="mt-2 text-sm text-red-700">
            {loaderData.problem}
          </p>
        ) : null}
        <button type="submit" className="mt-6 w-full rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Sign in
        </button>
      </form>
    </main>
  );
}
