import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { signOutAction } from "./login.server";

// The layout's "Sign out" posts here as a plain form: the session ends on the server and in the browser.

export const action = ({ request, context }: Route.ActionArgs) => signOutAction(request, context);

export const loader = () => redirect("/admin/login");
