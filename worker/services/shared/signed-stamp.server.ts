// A signed moment: `{issuedAtMs}.{nonce}.{hmac}` over the purpose too, so a stamp made for one use (today
// only the lead forms' render time, guards/form-token.server.ts) is worthless for any other even under one key.

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

export async function issueStamp(secret: string, purpose: string, issuedAtMs = Date.now()): Promise<string> {
  const nonce = crypto.randomUUID().replace(/-/g, "");
  const payload = `${issuedAtMs}.${nonce}`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`${purpose}.${payload}`));
  return `${payload}.${new Uint8Array(signature).toBase64({ alphabet: "base64url", omitPadding: true })}`;
}

/** When the stamp was issued and its nonce, or null when we did not sign it for this purpose. */
export async function readStamp(secret: string, purpose: string, token: string): Promise<{ issuedAtMs: number; nonce: string } | null> {
  const match = /^(\d{1,15})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, issuedAt, nonce, signature] = match;
  if (!nonce || !signature) return null;
  // 43 base64url characters, as the pattern says: always 32 bytes.
  const bytes = Uint8Array.fromBase64(signature, { alphabet: "base64url" });
  // HMAC verification compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, encoder.encode(`${purpose}.${issuedAt}.${nonce}`));
  return valid ? { issuedAtMs: Number(issuedAt), nonce } : null;
}

/** Milliseconds since the stamp was issued, or null when we did not sign it for this purpose. */
export async function stampAgeMs(secret: string, purpose: string, token: string, nowMs = Date.now()): Promise<number | null> {
  const stamp = await readStamp(secret, purpose, token);
  return stamp ? nowMs - stamp.issuedAtMs : null;
}
