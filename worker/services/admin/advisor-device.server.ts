import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { SIGN_IN_LIMITS } from "#app/domain/admin/sign-in";
import { purposeHmac } from "#worker/services/shared/purpose-keys.server";
import type { AdvisorRecord } from "./advisors.server";

// OWASP's device cookies: a successful sign-in leaves a cookie in that browser naming
// the advisor, their credential version and a random device id, signed (HMAC-SHA-256 through React
// Router's createCookie) with a key derived from ADMIN_SESSION_KEY for this purpose alone, so a session
// cookie can never pass for one. A browser holding a valid one for the advisor it signs in as is limited
// per device only: nobody else's failures lock it out.

const NAME = "__Host-advisor_device";

const value = z.object({
  advisorId: z.number().int().positive(),
  version: z.number().int(),
  device: z.string().regex(/^[0-9a-f]{32}$/),
});
export type KnownDevice = z.infer<typeof value>;

const cookies = new Map<string, Promise<Cookie>>();

function cookieFor(key: string): Promise<Cookie> {
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = purposeHmac(key, "advisor-device", "cookie").then((secret) =>
      createCookie(NAME, {
        secrets: [secret.toHex()],
        httpOnly: true,
        secure: true,
        sameSite: "strict",
        path: "/",
        maxAge: SIGN_IN_LIMITS.deviceCookieDays * 24 * 60 * 60,
      }),
    );
    cookies.set(key, cookie);
  }
  return cookie;
}

/** The device this browser proves it is, when it is one of this advisor's at their current credentials. */
export async function knownDevice(
  key: string,
  request: Request,
  advisor: Pick<AdvisorRecord, "id" | "credentialVersion"> | null,
): Promise<KnownDevice | null> {
  if (!advisor) return null;
  const parsed = value.safeParse(await (await cookieFor(key)).parse(request.headers.get("cookie")));
  if (!parsed.success) return null;
  return parsed.data.advisorId === advisor.id && parsed.data.version === advisor.credentialVersion ? parsed.data : null;
}

/** The Set-Cookie header of a fresh device cookie for this advisor, after a successful sign-in. */
export async function newDevice(key: string, advisor: Pick<AdvisorRecord, "id" | "credentialVersion">): Promise<string> {
  const device = crypto.getRandomValues(new Uint8Array(16)).toHex();
  return (await cookieFor(key)).serialize({ advisorId: advisor.id, version: advisor.credentialVersion, device } satisfies KnownDevice);
}

/** The key sign-in failures of an account are counted under: a keyed hash, so D1 holds no address. */
export async function accountKey(key: string, email: string): Promise<string> {
  return (await purposeHmac(key, "sign-in-account", email.trim().toLowerCase())).toHex().slice(0, 32);
}
