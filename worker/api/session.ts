import { Hono } from "hono";
import { z } from "zod";
import {
  clearedSessionCookie,
  endSession,
  isRightPassword,
  isSignInBlocked,
  passwordSignIn,
  recordFailedSignIn,
  sessionCookie,
  startSession,
} from "../services/admin-auth.server";
import type { AppEnv } from "./app-env";
import { jsonBodyLimit } from "./http";
import { logEvent } from "../log";

const signInForm = z.object({
  password: z.string().max(200),
  // Only back into the admin route: never an open redirect.
  next: z.string().regex(/^\/admin(?:[/?#]|$)/).catch("/admin"),
});

const back = (problem: "bad" | "blocked" | "off", next: string) =>
  new Response(null, { status: 303, headers: { location: `/admin/login?problem=${problem}&next=${encodeURIComponent(next)}`, "cache-control": "no-store" } });

/** The sign-in form posts here (it works without JavaScript); answers are redirects, as browsers expect. */
export const sessionApi = new Hono<AppEnv>()
  .post("/", jsonBodyLimit, async (c) => {
    const form = signInForm.safeParse(Object.fromEntries(await c.req.formData().catch(() => new FormData())));
    const next = form.success ? form.data.next : "/admin";
    const signIn = passwordSignIn(c.env);
    if (!signIn) return back("off", next);
    if (await isSignInBlocked(c.env, c.req.raw)) return back("blocked", next);
    if (!form.success || !(await isRightPassword(signIn.password, form.data.password))) {
      await recordFailedSignIn(c.env, c.req.raw);
      logEvent("advisor_sign_in_failed");
      return back("bad", next);
    }
    const token = await startSession(c.env, c.req.raw, signIn.key);
    return new Response(null, { status: 303, headers: { location: next, "set-cookie": sessionCookie(token), "cache-control": "no-store" } });
  })
  .post("/sign-out", async (c) => {
    await endSession(c.env, c.req.raw);
    return new Response(null, { status: 303, headers: { location: "/admin/login", "set-cookie": clearedSessionCookie(), "cache-control": "no-store" } });
  });

