import { redirect } from "react-router";
import { signOut } from "../../../worker/services/admin-auth.server";
import type { Route } from "./+types/sign-out";
import { envOf } from "./advisor.server";

// The layout's "Sign out" posts here as a plain form: the session ends on the server and in the browser.

export async function action({ request, context }: Route.ActionArgs) {
  const setCookie = await signOut(envOf(context), request);
  throw redirect("/admin/login", { headers: { "set-cookie": setCookie, "cache-control": "no-store" } });
}

export const loader = () => redirect("/admin/login");
