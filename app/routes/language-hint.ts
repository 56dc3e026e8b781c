import { redirect } from "react-router";
import { languageChoiceCookie, pathOnThisSite } from "~/i18n/language-cookies";
import { SUGGESTION_DISMISSED_COOKIE } from "~/i18n/locale";
import type { Route } from "./+types/language-hint";

/**
 * "No, gracias" under "¿Prefiere español?" without JavaScript (issue 24): remembers the answer and goes
 * back to the page. Only a path on this site is followed back, never another origin.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = pathOnThisSite(form.get("back"), new URL(request.url).origin);
  return redirect(back, {
    status: 303,
    headers: { "Set-Cookie": languageChoiceCookie(SUGGESTION_DISMISSED_COOKIE, "1", { httpOnly: true }) },
  });
}

export function loader() {
  return redirect("/", 303);
}
