import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import listed from "#tests/fixtures/stopforumspam/listed.json";
import { isSpamEmail } from "#worker/services/guards/spam-check.server";
import { json, mockUpstream } from "#tests/workers/helpers";

afterEach(() => vi.restoreAllMocks());

const spamKeys = async () => (await env.CACHE.list({ prefix: "spam:" })).keys.map((k) => k.name);

describe("what the spam lookup gives away", () => {
  it("sends the MD5 of the lowercased address (emailhash), and the URL carries no address", async () => {
    const upstream = mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
    const address = `Dana.Rivera.${crypto.randomUUID().slice(0, 6)}@Gmail.com`;
    expect(await isSpamEmail(env, address)).toBe(false);
    const url = new URL(String(upstream.mock.calls[0]?.[0]));
    const md5 = [...new Uint8Array(await crypto.subtle.digest("MD5", new TextEncoder().encode(address.toLowerCase())))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    expect([...url.searchParams.keys()]).toEqual(["emailhash", "json"]);
    expect(url.searchParams.get("emailhash")).toBe(md5);
    for (const part of ["@", "%40", "dana", "rivera", "gmail"]) expect(url.href.toLowerCase()).not.toContain(part);
  });

  it("reads a listed answer to an emailhash query", async () => {
    mockUpstream([{ match: /emailhash=26ef7ba4c4834e507f642a1a891de671&json$/, respond: json(listed) }]);
    expect(await isSpamEmail(env, "spammer@gmail.com")).toBe(true);
  });

  it("keys its cache by an HMAC under a secret, not by a plain hash anyone can compute from an address", async () => {
    mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
    const address = `keyed.${crypto.randomUUID().slice(0, 6)}@gmail.com`;
    const before = new Set(await spamKeys());
    await isSpamEmail(env, address);
    const [key] = (await spamKeys()).filter((k) => !before.has(k));
    expect(key).toMatch(/^spam:[0-9a-f]{64}$/);
    const plainHash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(address))).toHex();
    expect(key).not.toBe(`spam:${plainHash}`);

    // The same address under another secret lands on another key.
    const seen = new Set(await spamKeys());
    await isSpamEmail({ ...env, EMAIL_LINK_KEY: "another-email-link-key-0123456789abcdef" }, address);
    const [other] = (await spamKeys()).filter((k) => !seen.has(k));
    expect(other).toMatch(/^spam:[0-9a-f]{64}$/);
    expect(other).not.toBe(key);
  });
});
