import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGN_IN_LIMITS, SIGN_IN_MESSAGES } from "#app/domain/admin/sign-in";
import { signInAction } from "#app/routes/admin/login.server";
import { dashboard } from "#worker/services/admin/dashboard.server";
import { addAdvisor, formRequest, pageContext, settle, type TestAdvisor } from "./admin-helpers";
import { freshAddress } from "#tests/workers/helpers";

// Were sign-in counted per address and account alone, anyone could pause it for every advisor with 20
// addresses × 5 wrong passwords (made-up emails counted too), and one IPv6 /64 gives the 20 addresses.
// A browser an advisor signed in with before carries a device cookie and is limited per device only; other
// browsers are counted per address (/64) and per account, and past the ceiling they are slowed, never stopped.

/** The Worker's bindings with a rate limiter that lets everything through, for tests of the D1 counts. */
const unlimited: Env = { ...env, WRITE_LIMITER: { limit: async () => ({ success: true }) } };

function attempt(email: string, password: string, options: { address?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "cf-connecting-ip": options.address ?? freshAddress() };
  if (options.cookie) headers.cookie = options.cookie;
  const request = formRequest("/admin/login", { email, password, next: "/admin" }, headers);
  return settle(signInAction(request, pageContext(null, unlimited)));
}

const problemOf = (answer: { data: unknown }) =>
  answer.data && typeof answer.data === "object" && "problem" in answer.data ? answer.data.problem : null;

/** Signs in from a browser of its own and keeps its device cookie, as that browser would. */
async function knownBrowser(advisor: TestAdvisor): Promise<string> {
  const answer = await attempt(advisor.email, advisor.password);
  expect(answer.status).toBe(302);
  const device = answer.headers.getSetCookie().find((c) => c.startsWith("__Host-advisor_device="));
  expect(device).toMatch(/; Path=\/; .*HttpOnly; Secure; SameSite=Strict/);
  return device?.split(";")[0] ?? "";
}

const resetCounts = () => env.DB.prepare("delete from sign_in_failures where key = '*' or key like 'slowed:%'").run();

beforeEach(resetCounts);
afterEach(async () => {
  vi.restoreAllMocks();
  await resetCounts();
});

// Every test checks many passwords, each a PBKDF2 hash: slow in workerd on a busy machine.
describe("sign-in that attackers cannot pause", { timeout: 90_000 }, () => {
  it("after the 20 × 5 flood, a known browser signs in at once and a new one is slowed, not locked out", async () => {
    const advisor = await addAdvisor();
    const device = await knownBrowser(advisor);
    const log = vi.spyOn(console, "log");
    const flooders = Array.from({ length: 20 }, () => freshAddress());
    for (const address of flooders) {
      const wrong = await Promise.all(
        Array.from({ length: 5 }, (_, i) => attempt(`made.up.${crypto.randomUUID()}@example.com`, `guess-${i}-wrong`, { address })),
      );
      expect(wrong.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    }
    // The ceiling is crossed: the next stranger is slowed, and it is recorded once.
    const stranger = await attempt(`made.up.${crypto.randomUUID()}@example.com`, "one-more-guess");
    expect(stranger).toMatchObject({ status: 429, data: { problem: SIGN_IN_MESSAGES.slowed } });
    expect(log.mock.calls.filter(([line]) => String(line).includes('"event":"advisor_sign_in_paused"'))).toHaveLength(1);

    // The advisor's known browser signs in at once, from a new address or from one of the flood's own.
    for (const address of [freshAddress(), flooders[0]]) {
      const known = await attempt(advisor.email, advisor.password, { address, cookie: device });
      expect(known.status, address).toBe(302);
    }

    // A new browser is slowed: told when to try again, and let in once that time has passed.
    const address = freshAddress();
    const slowed = await attempt(advisor.email, advisor.password, { address });
    expect(slowed).toMatchObject({ status: 429, data: { problem: SIGN_IN_MESSAGES.slowed } });
    expect(Number(slowed.headers.get("retry-after"))).toBe(SIGN_IN_LIMITS.slowedWaitMs / 1000);
    expect(slowed.headers.get("set-cookie")).toBeNull();
    const again = await attempt(advisor.email, advisor.password, { address });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    await env.DB.prepare("update sign_in_failures set window_started_ms = window_started_ms - ?1 where key = ?2")
      .bind(SIGN_IN_LIMITS.slowedWaitMs, `slowed:address:${address}`)
      .run();
    expect((await attempt(advisor.email, advisor.password, { address })).status).toBe(302);

    // Advisors see the pause on the dashboard.
    const { signInPauses } = await dashboard(env);
    expect(signInPauses[0]).toMatchObject({ kind: "overall", advisorName: null });
  });

  it("counts IPv6 addresses by their /64: twenty addresses of one network are one address", async () => {
    const advisor = await addAdvisor();
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const answers = [];
    for (let i = 1; i <= SIGN_IN_LIMITS.maxFailuresPerAddress + 1; i++)
      answers.push(await attempt(`made.up.${i}@example.com`, "wrong-guess-again", { address: `${network}::${i.toString(16)}` }));
    expect(answers.map(problemOf)).toEqual([...Array(5).fill(SIGN_IN_MESSAGES.bad), SIGN_IN_MESSAGES.blocked]);
    expect((await attempt(advisor.email, advisor.password, { address: `${network}:1:2:3:4` })).status).toBe(429);
    // The next /64 is someone else.
    expect((await attempt(advisor.email, advisor.password, { address: `${network.slice(0, -1)}8::1` })).status).toBe(302);
  });

  it("closes an attacked account to new browsers only, and the dashboard names its advisor", async () => {
    const advisor = await addAdvisor();
    const device = await knownBrowser(advisor);
    const answers = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.maxFailuresPerAccount; i++) answers.push(await attempt(advisor.email, `wrong-guess-${i}`));
    expect(answers.map(problemOf)).toEqual([...Array(10).fill(SIGN_IN_MESSAGES.bad), SIGN_IN_MESSAGES.locked]);
    expect(await attempt(advisor.email, advisor.password)).toMatchObject({ status: 429, data: { problem: SIGN_IN_MESSAGES.locked } });
    expect((await attempt(advisor.email, advisor.password, { cookie: device })).status).toBe(302);
    const { signInPauses } = await dashboard(env);
    expect(signInPauses).toContainEqual(expect.objectContaining({ kind: "account", advisorName: advisor.name }));
  });

  it("limits a known browser per device: its own failures block it, and no one else", async () => {
    const advisor = await addAdvisor();
    const [mine, other] = [await knownBrowser(advisor), await knownBrowser(advisor)];
    for (let i = 0; i < SIGN_IN_LIMITS.maxFailuresPerDevice; i++)
      expect((await attempt(advisor.email, "wrong-password-here", { cookie: mine })).status).toBe(401);
    expect(await attempt(advisor.email, advisor.password, { cookie: mine })).toMatchObject({
      status: 429,
      data: { problem: SIGN_IN_MESSAGES.blocked },
    });
    expect((await attempt(advisor.email, advisor.password, { cookie: other })).status).toBe(302);
    expect((await attempt(advisor.email, advisor.password)).status).toBe(302);
  });

  it("trusts a device cookie only for its advisor at their current credentials", async () => {
    const [dana, lee] = [await addAdvisor(), await addAdvisor()];
    const danas = await knownBrowser(dana);
    // Lee's account closed to new browsers: Dana's device cookie is a new browser for Lee.
    for (let i = 0; i <= SIGN_IN_LIMITS.maxFailuresPerAccount; i++) await attempt(lee.email, `wrong-guess-${i}`);
    expect((await attempt(lee.email, lee.password, { cookie: danas })).status).toBe(429);
    // A reset password moves the credential version on: the old device cookie is a new browser too.
    await env.DB.prepare("update advisors set credential_version = credential_version + 1 where id = ?").bind(dana.id).run();
    for (let i = 0; i <= SIGN_IN_LIMITS.maxFailuresPerAccount; i++) await attempt(dana.email, `wrong-guess-${i}`);
    expect((await attempt(dana.email, dana.password, { cookie: danas })).status).toBe(429);
  });
});
