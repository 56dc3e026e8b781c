import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { weakKeyProblem } from "./secret-strength";

describe("a key's strength", () => {
  it("takes what `openssl rand` makes, hex or base64, at 32 characters and more", () => {
    for (let i = 0; i < 500; i += 1) {
      for (const key of [randomBytes(16).toString("hex"), randomBytes(32).toString("hex"), randomBytes(24).toString("base64")])
        expect(weakKeyProblem(key), key).toBeNull();
    }
  });

  it.each([
    ["a".repeat(32), /only 1 distinct character/],
    ["abababababababababababababababababab", /only 2 distinct/],
    ["Tr0ub4dor&3x".repeat(3), /"Tr0ub4do…" repeated/],
    ["abcdefghijklmnopqrstuvwxyz0123456789", /consecutive/],
    ["9876543210zyxwvutsrqponmlkjihgfedcba", /consecutive/],
    [`${"a".repeat(24)}bcdefghi`, /too predictable/],
    ["short", /shorter than 32/],
  ])("refuses %j", (value, why) => {
    expect(weakKeyProblem(value)).toMatch(why);
  });
});
