import { redirect } from "react-router";
import type { Route } from "./+types/language-hint";
import { dismissLanguageHint } from "./language-choice.server";

export const action = ({ request }: Route.ActionArgs) => dismissLanguageHint(request);

export function loader() {
  return redirect("/", 303);
}
