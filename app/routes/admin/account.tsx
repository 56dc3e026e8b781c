import { Form } from "react-router";
import { ADVISOR_PASSWORD } from "#app/domain/admin/advisor";
import { ADVISOR_FORM_MESSAGES } from "#app/domain/admin/advisor-form-messages";
import { ADMIN_ROBOTS } from "#app/domain/admin/format";
import { LanguagesForm } from "#app/components/admin/languages-form";
import type { Route } from "./+types/account";
import { accountAction, accountPage } from "./account.server";

export const loader = ({ request, context }: Route.LoaderArgs) => accountPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => accountAction(request, context);

export const meta = () => [{ title: "Your account · Advisor desk" }, ADMIN_ROBOTS];

const FIELDS = [
  { name: "current", label: "Current password", autoComplete: "current-password" },
  { name: "password", label: "New password", autoComplete: "new-password" },
  { name: "confirm", label: "New password again", autoComplete: "new-password" },
] as const;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { advisor, hasPassword, languages, changed } = loaderData;
  const errors: Record<string, string> = actionData?.fields ?? {};
  return (
    <div className="flex max-w-md flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Your account</h1>
      <p className="text-slate-700">
        Signed in as <strong>{advisor.name}</strong> ({advisor.email}).
      </p>
      {changed && !actionData ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
          {changed === "languages" ? ADVISOR_FORM_MESSAGES.languagesSaved : ADVISOR_FORM_MESSAGES.passwordChanged}
        </p>
      ) : null}
      <LanguagesForm languages={languages} error={errors.languages ?? null} />
      <section aria-labelledby="password-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="password-title" className="font-semibold text-slate-900">
          Change your password
        </h2>
        {hasPassword ? (
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <p className="text-sm text-slate-600">At least {ADVISOR_PASSWORD.minLength} characters. Your sessions on other devices end.</p>
            {FIELDS.map((field) => (
              <div key={field.name}>
                <label htmlFor={`account-${field.name}`} className="block text-sm font-medium text-slate-800">
                  {field.label}
                </label>
                <input
                  id={`account-${field.name}`}
                  name={field.name}
                  type="password"
                  required
                  maxLength={ADVISOR_PASSWORD.maxLength}
                  minLength={field.name === "current" ? undefined : ADVISOR_PASSWORD.minLength}
                  autoComplete={field.autoComplete}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `account-${field.name}-error` : undefined}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-3 focus:outline-brand-500"
                />
                {errors[field.name] ? (
                  <p id={`account-${field.name}-error`} className="mt-1 text-sm text-red-700">
                    {errors[field.name]}
                  </p>
                ) : null}
              </div>
            ))}
            <button
              type="submit"
              className="self-start rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Change password
            </button>
          </Form>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{ADVISOR_FORM_MESSAGES.noPassword}</p>
        )}
      </section>
    </div>
  );
}
