import { decodeBase64, encodeBase64 } from "hono/utils/encode";
// With its extension: the seed and scripts/advisor.ts load this file in plain Node (WebCrypto there too).
import { ADVISOR_PASSWORD } from "#app/domain/admin/advisor.ts";

// Advisors' passwords: PBKDF2-SHA-256 through WebCrypto, a fresh salt per advisor,
// stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` so the iteration count can change later.

const PREFIX = "pbkdf2-sha256";
const STORED = /^pbkdf2-sha256\$(\d{1,7})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function stored(iterations: number, salt: ArrayBuffer, hash: ArrayBuffer): string {
  return `${PREFIX}$${iterations}$${encodeBase64(salt)}$${encodeBase64(hash)}`;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  return crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, ADVISOR_PASSWORD.hashBytes * 8);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(ADVISOR_PASSWORD.saltBytes));
  const hash = await derive(password, salt, ADVISOR_PASSWORD.iterations);
  return stored(ADVISOR_PASSWORD.iterations, salt.buffer, hash);
}

/** True when `password` is the one `stored` was made from; compared in constant time by the runtime. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [, iterations, salt, hash] = match;
  const expected = decodeBase64(hash ?? "");
  const given = await derive(password, decodeBase64(salt ?? ""), Number(iterations));
  return expected.byteLength === given.byteLength && crypto.subtle.timingSafeEqual(expected, given);
}

/**
 * A stand-in checked when no advisor has the address, so a wrong address costs the same time as a wrong
 * password and the answer's timing does not tell which addresses are advisors.
 */
export const UNKNOWN_ADVISOR_HASH = stored(
  ADVISOR_PASSWORD.iterations,
  new ArrayBuffer(ADVISOR_PASSWORD.saltBytes),
  new ArrayBuffer(ADVISOR_PASSWORD.hashBytes),
);
