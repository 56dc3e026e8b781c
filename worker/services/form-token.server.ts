// The render time of a lead form travels in a token the server signs, so a bot cannot claim
// it waited the 3 seconds a person needs (SPEC §4). Format: `{issuedAtMs}.{nonce}.{hmac}`.

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function issueFormToken(secret: string, issuedAtMs = Date.now()): Promise<string> {
  const nonce = crypto.randomUUID().replace(/-/g, "");
  const payload = `${issuedAtMs}.${nonce}`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(payload));
  return `${payload}.${toBase64Url(signature)}`;
}

/** Milliseconds since the form was rendered, or null when the token was not signed by us. */
export async function formTokenAgeMs(secret: string, token: string, nowMs = Date.now()): Promise<number | null> {
  const match = /^(\d{1,15})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, issuedAt, nonce, signature] = match;
  const bytes = fromBase64Url(signature ?? "");
  if (!bytes) return null;
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(`${issuedAt}.${nonce}`));
  return valid ? nowMs - Number(issuedAt) : null;
}
