import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chatLeadAccess, newChatToken } from "#worker/services/chat/lead-tokens.server";
import { linkToken } from "#worker/services/email/links.server";
import { issueStamp, readStamp } from "#worker/services/shared/signed-stamp.server";

// The runtime's base64url and hex encoders and timingSafeEqual replaced hand-written ones. Tokens
// already out there (a form token in an open page, a chat's token in a browser, a link in an email) were
// written by the old code; these values were computed apart from the Worker, with Node's crypto module.

const FORM_KEY = "test-form-token-key-0123456789";
const NONCE = "0123456789abcdef0123456789abcdef";
const OLD_FORM_TOKEN = `1767225600000.${NONCE}.qUmaCNoAVXu9pTORaw1xcN6ZavcNlLOBtL8XT3FEDlY`;

describe("form token stamps", () => {
  it("read a token signed before the change: base64url without padding", async () => {
    expect(await readStamp(FORM_KEY, "lead-form", OLD_FORM_TOKEN)).toEqual({ issuedAtMs: 1767225600000, nonce: NONCE });
  });

  it("refuse it with one character of the signature changed, or under another key", async () => {
    expect(await readStamp(FORM_KEY, "lead-form", `${OLD_FORM_TOKEN.slice(0, -1)}m`)).toBeNull();
    expect(await readStamp("another-form-token-key-01234", "lead-form", OLD_FORM_TOKEN)).toBeNull();
  });

  it("are written in the same shape and read back", async () => {
    const stamp = await issueStamp(FORM_KEY, "lead-form", 1767225600000);
    expect(stamp).toMatch(/^1767225600000\.[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
    expect(await readStamp(FORM_KEY, "lead-form", stamp)).toMatchObject({ issuedAtMs: 1767225600000 });
  });
});

describe("chat lead tokens", () => {
  // The hex SHA-256 of "known-chat-token", computed apart from the Worker.
  const KNOWN_DIGEST = "94d24173c8d1166dbc79a1271fb086fe23867163288d229da613280b76cfc6b5";
  const leadWithHash = async (hash: string) => {
    const id = crypto.randomUUID();
    await env.DB.prepare("insert into leads (id, lead_source, chat_token_hash) values (?, 'chat_assistant', ?)").bind(id, hash).run();
    return id;
  };

  it("open a lead whose row holds the token's hex digest, and no other token does", async () => {
    const id = await leadWithHash(KNOWN_DIGEST);
    expect(await chatLeadAccess(env, id, "known-chat-token")).toBe("ok");
    expect(await chatLeadAccess(env, id, "known-chat-tokem")).toBe("forbidden");
    expect(await chatLeadAccess(env, id, undefined)).toBe("forbidden");
  });

  it("are issued as 32 random bytes in base64url, with the hash that opens their lead", async () => {
    const { token, hash } = await newChatToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await chatLeadAccess(env, await leadWithHash(hash), token)).toBe("ok");
  });

  it("refuse every token when the row holds no digest", async () => {
    const id = await leadWithHash("not-a-digest");
    expect(await chatLeadAccess(env, id, "not-a-digest")).toBe("forbidden");
  });
});

describe("email links", () => {
  it("carry the same MAC, in hex, as links already sent", async () => {
    const token = await linkToken(
      "test-email-link-key-0123456789abcdef",
      "newsletter-confirm",
      "00000000-0000-4000-8000-000000000001",
      1893456000,
      "dana@example.com",
    );
    expect(token).toBe("00000000-0000-4000-8000-000000000001.1893456000.d0b7b767d25cc8bd297af7789e3616acb2b5c1a497cc4ef451360d2460c8c976");
  });
});
