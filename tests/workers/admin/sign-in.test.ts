import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MY_DAY_PATH, SIGN_IN_MESSAGES } from "#app/domain/admin/sign-in";
import { RATE_LIMIT_MESSAGE, RATE_LIMIT_WINDOW_SECONDS } from "#app/domain/constants";
import { requireAdvisor } from "#app/routes/admin/advisor.server";
import { loginPage, signInAction, signInHeaders, signOutAction } from "#app/routes/admin/login.server";
import { identifyAdvisor } from "#worker/services/admin/auth.server";
import { addAdvisor, formRequest, PAGE, pageContext, sessionCookie, settle, signIn } from "./admin-helpers";
import { freshAddress } from "#tests/workers/helpers";
import { setDisabledSql } from "#scripts/lib/advisor-sql";

afterEach(() => vi.restoreAllMocks());

/** The Worker's bindings with a rate limiter that lets everything through, for tests of the D1 counts. */
const unlimited: Env = { ...env, WRITE_LIMITER: { limit: async () => ({ success: true }) } };

const withCookie = (cookie: string, path = "/admin") => new Request(`${PAGE}${path}`, { headers: { cookie } });

/** The admin gate in front of every admin page, with a page behind it that answers 200. */
function gate(request: Request, bindings: Env = env) {
  const url = new URL(request.url);
  const args = { request, url, pattern: url.pathname, params: {}, context: pageContext(null, bindings) };
  return settle(Promise.resolve(requireAdvisor(args, async () => new Response("page"))));
}

describe("sign-in with email and password", () => {
  it("sets a signed HttpOnly, Secure, SameSite=Strict cookie for 12 hours and goes back where the advisor was", async () => {
    const advisor = await addAdvisor();
    const answer = await signIn(advisor.email.toUpperCase(), advisor.password, { next: "/admin/leads/abc" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/leads/abc");
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-advisor_session=[^;]+\.[\w%-]+; /);
    for (const attribute of ["Max-Age=43200", "Path=/", "HttpOnly", "Secure", "SameSite=Strict"]) expect(cookie).toContain(attribute);
    const page = await gate(withCookie(cookie.split(";")[0] ?? ""));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends anyone without a session to the sign-in page, remembering the page", async () => {
    const refused = await gate(new Request(`${PAGE}/admin/leads/abc`));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fleads%2Fabc");
    const forged = await gate(withCookie("__Host-advisor_session=eyJhIjoxfQ%3D%3D.uf4QQRmXO8B6ujMHcQGUfWCY9xDAFeBvyXxTZNUvtl8"));
    expect(forged.status).toBe(302);
  });

  it("refuses a wrong password and an unknown address alike, and a disabled advisor even with the right one", async () => {
    const advisor = await addAdvisor();
    const disabled = await addAdvisor({ disabled: true });
    for (const [email, password] of [
      [advisor.email, "not-the-password"],
      [`nobody.${crypto.randomUUID()}@caradvisor.example`, advisor.password],
    ]) {
      const answer = await signIn(email ?? "", password ?? "");
      expect(answer).toMatchObject({ status: 401, data: { problem: SIGN_IN_MESSAGES.bad, email } });
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
    expect(await signIn(disabled.email, "wrong-password-here")).toMatchObject({ status: 401, data: { problem: SIGN_IN_MESSAGES.bad } });
    const refused = await signIn(disabled.email, disabled.password);
    expect(refused).toMatchObject({ status: 403, data: { problem: SIGN_IN_MESSAGES.disabled } });
    expect(refused.headers.get("set-cookie")).toBeNull();
  });

  it("ends the sessions of an advisor who is disabled", async () => {
    const advisor = await addAdvisor();
    const cookie = await sessionCookie(advisor);
    expect((await identifyAdvisor(env, withCookie(cookie))).advisor?.id).toBe(advisor.id);
    await env.DB.prepare("update advisors set disabled = 1 where id = ?").bind(advisor.id).run();
    expect((await identifyAdvisor(env, withCookie(cookie))).advisor).toBeNull();
  });

  it("keeps those sessions ended when the advisor is enabled again", async () => {
    const advisor = await addAdvisor();
    const cookie = await sessionCookie(advisor);
    // The statements `npm run advisor:disable` and `advisor:enable` run.
    await env.DB.prepare(setDisabledSql(advisor.email, true)).run();
    await env.DB.prepare(setDisabledSql(advisor.email, false)).run();
    expect(await identifyAdvisor(env, withCookie(cookie))).toMatchObject({ advisor: null, problem: "ended" });
    expect((await gate(withCookie(cookie))).status).toBe(302);
    // A fresh sign-in works.
    expect((await identifyAdvisor(env, withCookie(await sessionCookie(advisor)))).advisor?.id).toBe(advisor.id);
  });

  it("answers a form without an email or password with a message, not an error", async () => {
    const answer = await settle(signInFormOnly({ password: "x" }));
    expect(answer).toMatchObject({ status: 400, data: { problem: SIGN_IN_MESSAGES.invalid } });
  });

  it("signing out ends the session on the server: a copy of the cookie stops working", async () => {
    const advisor = await addAdvisor();
    const cookie = await sessionCookie(advisor);
    const out = await settle(signOutAction(new Request(`${PAGE}/admin/sign-out`, { method: "POST", headers: { cookie } }), pageContext()));
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin/login");
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await gate(withCookie(cookie))).status).toBe(302);
  });
});

function signInFormOnly(fields: Record<string, string>) {
  return signInAction(formRequest("/admin/login", fields), pageContext());
}

describe("where a sign-in goes next", () => {
  it("never outside the admin route, and never a value a header cannot carry", async () => {
    const advisor = await addAdvisor();
    for (const next of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/admin/x\r\nSet-Cookie: a=b",
      "/admin\nx",
      "/administrator",
      "/admin/ space",
      // the desk's front door: the first page after sign-in is My day
      "/admin",
    ]) {
      expect((await signIn(advisor.email, advisor.password, { next })).headers.get("location"), JSON.stringify(next)).toBe(MY_DAY_PATH);
    }
    expect((await signIn(advisor.email, advisor.password, { next: "/admin/leads?q=dana#notes" })).headers.get("location")).toBe(
      "/admin/leads?q=dana#notes",
    );
  });

  it("a next holding CR/LF sends a signed-in advisor to My day instead of answering 500", async () => {
    const advisor = await addAdvisor();
    const cookie = await sessionCookie(advisor);
    const request = new Request(`${PAGE}/admin/login?next=%2Fadmin%0D%0ASet-Cookie%3A%20a%3Db`, { headers: { cookie } });
    const answer = await settle(loginPage(request, pageContext()));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(MY_DAY_PATH);
    const page = await settle(loginPage(new Request(`${PAGE}/admin/login?next=%2Fadmin%0D%0Ax`), pageContext()));
    expect(page).toMatchObject({ status: 200, data: { next: MY_DAY_PATH } });
  });

  it("?problem=__proto__ (or any name of Object.prototype) is no problem at all, not a 500", async () => {
    for (const problem of ["__proto__", "constructor", "toString", "hasOwnProperty", "nonsense"]) {
      const page = await settle(loginPage(new Request(`${PAGE}/admin/login?problem=${problem}`), pageContext()));
      expect(page, problem).toMatchObject({ status: 200, data: { problem: null, passwordOn: true } });
    }
    const ended = await settle(loginPage(new Request(`${PAGE}/admin/login?problem=ended`), pageContext()));
    expect(ended.data).toMatchObject({ problem: SIGN_IN_MESSAGES.ended });
  });
});

describe("the sign-in page's refusals", () => {
  it("carry the action's Retry-After on the page's 429, and are never stored", async () => {
    const advisor = await addAdvisor();
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) await signIn(advisor.email, `wrong-guess-${i}`, { address, bindings: unlimited });
    const refused = await signIn(advisor.email, advisor.password, { address, bindings: unlimited });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    // What React Router sends is the route's headers export given the action's headers.
    const page = signInHeaders({ actionHeaders: refused.headers });
    expect(Object.fromEntries(page)).toEqual({ "cache-control": "no-store", "retry-after": String(seconds) });
    expect(Object.fromEntries(signInHeaders({ actionHeaders: new Headers() }))).toEqual({ "cache-control": "no-store" });
  });
});

describe("sign-in under parallel guessing", () => {
  it("checks at most 5 of 15 wrong passwords sent at once, then refuses the right one until the window ends", async () => {
    const advisor = await addAdvisor();
    const address = freshAddress();
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn(advisor.email, `wrong-guess-number-${i}`, { address, bindings: unlimited })),
    );
    const problems = guesses.map((g) => (g.data && typeof g.data === "object" && "problem" in g.data ? g.data.problem : null));
    const checked = problems.filter((p) => p === SIGN_IN_MESSAGES.bad).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(problems.filter((p) => p === SIGN_IN_MESSAGES.blocked)).toHaveLength(15 - checked);

    const right = await signIn(advisor.email, advisor.password, { address, bindings: unlimited });
    expect(right).toMatchObject({ status: 429, data: { problem: SIGN_IN_MESSAGES.blocked } });
    expect(right.headers.get("set-cookie")).toBeNull();
    // Another address is not affected.
    expect((await signIn(advisor.email, advisor.password, { bindings: unlimited })).status).toBe(302);

    // Fifteen minutes later the window has ended.
    await env.DB.prepare("update sign_in_failures set window_started_ms = window_started_ms - 900000 where key = ?")
      .bind(`address:${address}`)
      .run();
    expect((await signIn(advisor.email, advisor.password, { address, bindings: unlimited })).status).toBe(302);
  });

  it("a successful sign-in forgives the address's earlier failures", async () => {
    const advisor = await addAdvisor();
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await signIn(advisor.email, "wrong-password-again", { address, bindings: unlimited });
    expect((await signIn(advisor.email, advisor.password, { address, bindings: unlimited })).status).toBe(302);
    for (let i = 0; i < 5; i++)
      expect((await signIn(advisor.email, "wrong-password-again", { address, bindings: unlimited })).status).toBe(401);
  });

  it("puts the rate limiter on the sign-in door, before the form is read", async () => {
    const advisor = await addAdvisor();
    const keys: string[] = [];
    const limited: Env = {
      ...env,
      WRITE_LIMITER: {
        limit: async ({ key }) => {
          keys.push(key);
          return { success: false };
        },
      },
    };
    const address = freshAddress();
    const answer = await signIn(advisor.email, advisor.password, { address, bindings: limited });
    expect(answer).toMatchObject({ status: 429, data: { problem: RATE_LIMIT_MESSAGE } });
    expect(answer.headers.get("retry-after")).toBe(String(RATE_LIMIT_WINDOW_SECONDS));
    expect(keys).toEqual([`sign-in:${address}`]);
  });
});

describe("password sign-in and Cloudflare Access", () => {
  it("is off when Access is configured, unless ADMIN_ALLOW_PASSWORD is true; existing sessions stop too", async () => {
    const advisor = await addAdvisor();
    const cookie = await sessionCookie(advisor);
    const accessOnly: Env = { ...env, ADMIN_ALLOW_PASSWORD: "" };
    expect(await signIn(advisor.email, advisor.password, { bindings: accessOnly })).toMatchObject({
      status: 403,
      data: { problem: SIGN_IN_MESSAGES.off },
    });
    expect((await settle(loginPage(new Request(`${PAGE}/admin/login`), pageContext(null, accessOnly)))).data).toMatchObject({
      passwordOn: false,
    });
    expect((await gate(withCookie(cookie), accessOnly)).status).toBe(302);
    // Without Access, password sign-in is the way in whatever the flag says.
    const noAccess: Env = { ...env, ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "", ADMIN_ALLOW_PASSWORD: "false" };
    expect((await signIn(advisor.email, advisor.password, { bindings: noAccess })).status).toBe(302);
  });
});
