import { data, redirect, type RouterContextProvider } from "react-router";
import { passwordChangeSchema } from "#app/domain/admin/advisor-forms";
import { ADVISOR_FORM_MESSAGES } from "#app/domain/admin/advisor-form-messages";
import { isLeadLanguage, parseLanguages } from "#app/domain/lead-language";
import { setAdvisorLanguages } from "#worker/services/advisors/languages.server";
import { RATE_LIMIT_MESSAGE } from "#app/domain/constants";
import { fieldErrors } from "#app/domain/field-errors";
import { changeOwnPassword } from "#worker/services/admin/advisor-password.server";
import { advisorById } from "#worker/services/admin/advisors.server";
import { isRateLimited } from "#worker/services/guards/rate-limit.server";
import { readForm } from "#app/routes/read-form.server";
import { advisorOf, envOf } from "./advisor.server";

type Context = Readonly<RouterContextProvider>;

/** The advisor's own account: who they are, whether they have a password to change, and the languages they speak. */
export async function accountPage(request: Request, context: Context) {
  const advisor = advisorOf(context);
  const record = await advisorById(envOf(context), advisor.id);
  const changed = new URL(request.url).searchParams.get("changed");
  return {
    advisor,
    hasPassword: Boolean(record?.passwordHash),
    languages: (record?.languages ?? []).filter(isLeadLanguage),
    changed: changed === "1" ? ("password" as const) : changed === "languages" ? ("languages" as const) : null,
  };
}

/**
 * Changes the advisor's password (their other sessions end, this one carries on), or,
 * with intent=languages, the languages they speak.
 */
export async function accountAction(request: Request, context: Context) {
  const env = envOf(context);
  const posted = await readForm(request);
  if (posted.get("intent") === "languages") {
    const languages = parseLanguages(
      posted
        .getAll("languages")
        .filter((v) => typeof v === "string")
        .join(","),
    );
    if (!languages) return data({ fields: { languages: ADVISOR_FORM_MESSAGES.languagesNeeded } }, { status: 400 });
    await setAdvisorLanguages(env, advisorOf(context).id, languages);
    throw redirect("/admin/account?changed=languages");
  }
  if (await isRateLimited(env, "sign-in", request)) return data({ fields: { current: RATE_LIMIT_MESSAGE } }, { status: 429 });
  const form = passwordChangeSchema.safeParse(Object.fromEntries(posted));
  if (!form.success) return data({ fields: fieldErrors(form.error) }, { status: 400 });
  const outcome = await changeOwnPassword(env, request, advisorOf(context).id, form.data.current, form.data.password);
  if (!outcome.ok) return data({ fields: outcome.fields }, { status: 400 });
  throw redirect("/admin/account?changed=1", { headers: outcome.setCookie ? { "set-cookie": outcome.setCookie } : {} });
}
