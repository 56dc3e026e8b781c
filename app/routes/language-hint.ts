import { redirect } from "react-router";
import { SUGGESTION_DISMISSED_COOKIE } from "~/i18n/locale";
import type { Route } from "./+types/language-hint";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * "No, gracias" under "¿Prefiere español?" without JavaScript (issue 24): remembers the answer and goes
 * back to the page. Only a path on this site is followed back, never another origin.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = form.get("back");
  const target = typeof back === "string" && back.startsWith("/") && !back.startsWith("//") && !back.startsWith("/\\") ? back : "/";
  return redirect(target, {
    status: 303,
    headers: { "Set-Cookie": `${SUGGESTION_DISMISSED_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; Secure; HttpOnly` },
  });
}

export function loader() {
  return redirect("/", 303);
}
