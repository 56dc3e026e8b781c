import { Form } from "react-router";
import { SIGN_IN_DESCRIPTION } from "#app/domain/admin/format";
import { SIGN_IN_MESSAGES } from "#app/domain/admin/sign-in";
import type { Route } from "./+types/login";
import { loginPage, signInAction, signInHeaders } from "./login.server";

export const loader = ({ request, context }: Route.LoaderArgs) => loginPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context);

export const headers = signInHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `Advisor sign-in | ${matches[0]?.loaderData?.brand ?? ""}` }, { name: "description", content: SIGN_IN_DESCRIPTION }];
}

const input = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-3 focus:outline-brand-500";

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? loaderData.problem;
  const described = problem ? { "aria-invalid": true, "aria-describedby": "sign-in-problem" } : {};
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-xl font-bold text-slate-900">Advisor sign-in</h1>
        {loaderData.passwordOn ? (
          <Form method="post" className="mt-6">
            <input type="hidden" name="next" value={loaderData.next} />
            <label htmlFor="email" className="block text-sm font-medium text-slate-800">
              Email
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="username"
              // biome-ignore lint/a11y/noAutofocus: the page is this form and nothing else; its first field is where everyone starts.
              autoFocus
              defaultValue={actionData?.email ?? ""}
              className={input}
              {...described}
            />
            <label htmlFor="password" className="mt-4 block text-sm font-medium text-slate-800">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              required
              maxLength={200}
              autoComplete="current-password"
              className={input}
              {...described}
            />
            {problem ? (
              <p id="sign-in-problem" role="alert" className="mt-2 text-sm text-red-700">
                {problem}
              </p>
            ) : null}
            <button type="submit" className="mt-6 w-full rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
              Sign in
            </button>
          </Form>
        ) : (
          <p role="alert" className="mt-4 text-sm text-slate-800">
            {problem ?? SIGN_IN_MESSAGES.off}
          </p>
        )}
      </div>
    </main>
  );
}
