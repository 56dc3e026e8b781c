// Keys for one purpose each, derived with HKDF (WebCrypto) from EMAIL_LINK_KEY, or from ADMIN_SESSION_KEY for
// the advisors' sign-in: a value signed or hashed for one purpose (a confirmation link, an unsubscribe link,
// a spam-cache key, an address's email cap, a device cookie, a buyer's page link) is worthless for another,
// and no purpose's key reveals the secret.

export const KEY_PURPOSES = [
  "newsletter-confirm",
  "newsletter-unsubscribe",
  "spam-cache",
  "email-address-cap",
  "advisor-device",
  "sign-in-account",
  // the buyer's page (docs/decisions/052): its link, the chat's link to its lead, the thank-you view's link to one request,
  // a new address's confirmation
  "buyer-page",
  "buyer-chat-page",
  "buyer-receipt",
  "buyer-email-change",
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

const encoder = new TextEncoder();
const derived = new Map<string, Promise<CryptoKey>>();

function purposeKey(secret: string, purpose: KeyPurpose): Promise<CryptoKey> {
  const id = `${purpose}\n${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: encoder.encode(`caradvisor:${purpose}`) },
          base,
          { name: "HMAC", hash: "SHA-256", length: 256 },
          false,
          ["sign", "verify"],
        ),
      );
    derived.set(id, key);
  }
  return key;
}

export async function purposeHmac(secret: string, purpose: KeyPurpose, message: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.sign("HMAC", await purposeKey(secret, purpose), encoder.encode(message)));
}

/** Constant-time check of a MAC made by purposeHmac (WebCrypto's verify compares in constant time). */
export async function verifyPurposeHmac(
  secret: string,
  purpose: KeyPurpose,
  message: string,
  mac: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  return crypto.subtle.verify("HMAC", await purposeKey(secret, purpose), mac, encoder.encode(message));
}
