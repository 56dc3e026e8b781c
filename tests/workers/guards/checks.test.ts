import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import numverifyError from "#tests/fixtures/numverify/error.json";
import numverifyInvalid from "#tests/fixtures/numverify/invalid.json";
import numverifyValid from "#tests/fixtures/numverify/valid.json";
import listed from "#tests/fixtures/stopforumspam/listed.json";
import lowConfidence from "#tests/fixtures/stopforumspam/low-confidence.json";
import { formTokenAgeMs, issueFormToken } from "#worker/services/guards/form-token.server";
import { isPhoneReachable } from "#worker/services/guards/phone-check.server";
import { isSpamEmail } from "#worker/services/guards/spam-check.server";
import { maskPersonalData } from "#worker/log.server";
import { json, mockUpstream, uniqueEmail } from "#tests/workers/helpers";

afterEach(() => vi.restoreAllMocks());

describe("spam lookup", () => {
  it("rejects only above frequency 0 and confidence 50, and caches the verdict in KV", async () => {
    const upstream = mockUpstream([{ match: /stopforumspam/, respond: json(listed) }]);
    const email = uniqueEmail("listed");
    expect(await isSpamEmail(env, email)).toBe(true);
    expect(await isSpamEmail(env, email)).toBe(true);
    expect(upstream).toHaveBeenCalledTimes(1);
    const keys = await env.CACHE.list({ prefix: "spam:" });
    expect(keys.keys.some((k) => k.name.includes(email))).toBe(false);
  });

  it("accepts a reported address with low confidence", async () => {
    mockUpstream([{ match: /stopforumspam/, respond: json(lowConfidence) }]);
    expect(await isSpamEmail(env, uniqueEmail("low"))).toBe(false);
  });

  it("accepts when the answer is not the expected shape, and does not cache the failure", async () => {
    const upstream = mockUpstream([{ match: /stopforumspam/, respond: json({ success: 0, error: "rate limited" }) }]);
    const email = uniqueEmail("odd");
    expect(await isSpamEmail(env, email)).toBe(false);
    expect(await isSpamEmail(env, email)).toBe(false);
    expect(upstream).toHaveBeenCalledTimes(2);
  });
});

describe("phone verification", () => {
  const withKey = { ...env, PHONE_API_KEY: "test-key" };

  it("counts every number as valid without a key, making no request", async () => {
    const upstream = mockUpstream([]);
    expect(await isPhoneReachable(env, "4155552671")).toBe(true);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("asks with the number prefixed by 1 and country US", async () => {
    const upstream = mockUpstream([{ match: /apilayer/, respond: json(numverifyValid) }]);
    expect(await isPhoneReachable(withKey, "4155552671")).toBe(true);
    expect(String(upstream.mock.calls[0]?.[0])).toContain("number=14155552671&country_code=US");
  });

  it("rejects a number the service calls invalid", async () => {
    mockUpstream([{ match: /apilayer/, respond: json(numverifyInvalid) }]);
    expect(await isPhoneReachable(withKey, "2135550000")).toBe(false);
  });

  it("treats a service error or an outage as valid", async () => {
    mockUpstream([{ match: /apilayer/, respond: json(numverifyError) }]);
    expect(await isPhoneReachable(withKey, "4155552671")).toBe(true);
    vi.restoreAllMocks();
    mockUpstream([]);
    expect(await isPhoneReachable(withKey, "4155552671")).toBe(true);
  });
});

describe("form token", () => {
  it("gives the age of a token we signed and null for anything else", async () => {
    const token = await issueFormToken("secret-one-0123456789", 1_000);
    expect(await formTokenAgeMs("secret-one-0123456789", token, 4_500)).toBe(3_500);
    expect(await formTokenAgeMs("secret-two-0123456789", token, 4_500)).toBeNull();
    const [, nonce, signature] = token.split(".");
    expect(await formTokenAgeMs("secret-one-0123456789", `0.${nonce}.${signature}`, 4_500)).toBeNull();
    expect(await formTokenAgeMs("secret-one-0123456789", "garbage", 4_500)).toBeNull();
  });
});

describe("log lines", () => {
  it("mask emails and phone numbers wherever they appear", () => {
    expect(maskPersonalData("lead from Dana.Rivera@gmail.com, (415) 555-2671 or 4155552671 or +1 415-555-2671")).toBe(
      "lead from D***@gmail.com, ***-***-**71 or ***-***-**71 or ***-***-**71",
    );
    expect(maskPersonalData("deal 1795300000000 took 312 ms, ZIP 94105")).toBe("deal 1795300000000 took 312 ms, ZIP 94105");
  });

  it("are one JSON line per request with the id, route, status and duration, masked", async () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    await SELF.fetch("https://caradvisor.test/api/nowhere/dana@gmail.com");
    const lines = spy.mock.calls.map(([line]) => JSON.parse(String(line)));
    spy.mockRestore();
    const request = lines.find((l) => l.event === "request");
    expect(request).toMatchObject({ method: "GET", route: "/api/nowhere/d***@gmail.com", status: 404 });
    expect(request.requestId).toMatch(/\S{8,}/);
    expect(typeof request.durationMs).toBe("number");
  });
});
