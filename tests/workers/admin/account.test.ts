import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ADVISOR_FORM_MESSAGES } from "#app/domain/admin/advisor-form-messages";
import { SIGN_IN_MESSAGES } from "#app/domain/admin/sign-in";
import { accountAction, accountPage } from "#app/routes/admin/account.server";
import { identifyAdvisor } from "#worker/services/admin/auth.server";
import { addAdvisor, formRequest, PAGE, pageContext, sessionCookie, settle, signIn, type TestAdvisor } from "./admin-helpers";
import { freshAddress } from "#tests/workers/helpers";

// An advisor changes their own password; the session carries the credential version, so every other
// session of theirs ends.

const asking = (cookie: string) => new Request(`${PAGE}/admin`, { headers: { cookie } });

function change(advisor: TestAdvisor, fields: { current: string; password: string; confirm: string }, address = freshAddress()) {
  return settle(accountAction(formRequest("/admin/account", fields, { "cf-connecting-ip": address }), pageContext(advisor)));
}

describe("changing one's password", () => {
  it("ends the advisor's other sessions and keeps this one going with a fresh cookie", async () => {
    const advisor = await addAdvisor();
    const [here, elsewhere] = [await sessionCookie(advisor), await sessionCookie(advisor)];
    const next = "a-brand-new-password";
    const changed = await change(advisor, { current: advisor.password, password: next, confirm: next });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe("/admin/account?changed=1");
    const fresh = changed.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(fresh).toMatch(/^__Host-advisor_session=/);

    expect((await identifyAdvisor(env, asking(fresh))).advisor?.id).toBe(advisor.id);
    for (const old of [here, elsewhere]) expect(await identifyAdvisor(env, asking(old))).toEqual({ advisor: null, problem: "ended" });
    expect(await signIn(advisor.email, advisor.password)).toMatchObject({ status: 401, data: { problem: SIGN_IN_MESSAGES.bad } });
    expect((await signIn(advisor.email, next)).status).toBe(302);
    const page = await accountPage(new Request(`${PAGE}/admin/account?changed=1`), pageContext(advisor));
    expect(page).toMatchObject({ hasPassword: true, changed: "password", advisor: { id: advisor.id, name: advisor.name } });
  });

  it("refuses a wrong current password, a short or mismatched new one, and changes nothing", async () => {
    const advisor = await addAdvisor();
    const cookie = await sessionCookie(advisor);
    expect(
      await change(advisor, { current: "not-my-password", password: "a-brand-new-password", confirm: "a-brand-new-password" }),
    ).toMatchObject({
      status: 400,
      data: { fields: { current: ADVISOR_FORM_MESSAGES.currentPasswordWrong } },
    });
    expect(await change(advisor, { current: advisor.password, password: "short", confirm: "short" })).toMatchObject({
      status: 400,
      data: { fields: { password: ADVISOR_FORM_MESSAGES.passwordTooShort } },
    });
    expect(
      await change(advisor, { current: advisor.password, password: "a-brand-new-password", confirm: "a-different-password" }),
    ).toMatchObject({
      status: 400,
      data: { fields: { confirm: ADVISOR_FORM_MESSAGES.passwordsDiffer } },
    });
    expect((await identifyAdvisor(env, asking(cookie))).advisor?.id).toBe(advisor.id);
  });

  it("counts wrong current passwords like failed sign-ins: a stolen session cannot guess freely", async () => {
    const advisor = await addAdvisor();
    const address = freshAddress();
    const wrong = { current: "guess-guess-guess", password: "a-brand-new-password", confirm: "a-brand-new-password" };
    for (let i = 0; i < 5; i++) expect((await change(advisor, wrong, address)).status).toBe(400);
    expect(await change(advisor, { ...wrong, current: advisor.password }, address)).toMatchObject({
      data: { fields: { current: SIGN_IN_MESSAGES.blocked } },
    });
  });

  it("tells an Access-only advisor there is no password to change", async () => {
    const advisor = await addAdvisor({ password: null });
    expect(await accountPage(new Request(`${PAGE}/admin/account`), pageContext(advisor))).toMatchObject({ hasPassword: false });
    expect(
      await change(advisor, { current: "anything-at-all", password: "a-brand-new-password", confirm: "a-brand-new-password" }),
    ).toMatchObject({
      status: 400,
      data: { fields: { current: ADVISOR_FORM_MESSAGES.noPassword } },
    });
  });
});
