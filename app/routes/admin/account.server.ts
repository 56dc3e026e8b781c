import { data, redirect, type RouterContextProvider } from "react-router";
import { passwordChangeSchema } from "~/domain/admin/advisor-forms";
import { RATE_LIMIT_MESSAGE } from "~/domain/constants";
import { fieldErrors } from "~/domain/field-errors";
import { changeOwnPassword } from "../../../worker/services/admin/advisor-password.server";
import { advisorById } from "../../../worker/services/admin/advisors.server";
import { isRateLimited } from "../../../worker/services/guards/rate-limit.server";
import { readForm } from "../read-form.server";
import { advisorOf, envOf } from "./advisor.server";

type Context = Readonly<RouterContextProvider>;

/** The advisor's own account: who they are, and whether they have a password to change. */
export async function accountPage(request: Request, context: Context) {
  const advisor = advisorOf(context);
  const record = await advisorById(envOf(context), advisor.id);
  return { advisor, hasPassword: Boolean(record?.passwordHash), changed: new URL(request.url).searchParams.get("changed") === "1" };
}

/** Changes the advisor's password; their other sessions end, this one carries on (issue 13, item 1). */
export async function accountAction(request: Request, context: Context) {
  const env = envOf(context);
  if (await isRateLimited(env, "sign-in", request)) return data({ fields: { current: RATE_LIMIT_MESSAGE } }, { status: 429 });
  const form = passwordChangeSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) return data({ fields: fieldErrors(form.error) }, { status: 400 });
  const outcome = await changeOwnPassword(env, request, advisorOf(context).id, form.data.current, form.data.password);
  if (!outcome.ok) return data({ fields: outcome.fields }, { status: 400 });
  throw redirect("/admin/account?changed=1", { headers: outcome.setCookie ? { "set-cookie": outcome.setCookie } : {} });
}
