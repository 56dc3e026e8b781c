import { describe, expect, it } from "vitest";
import { addressBlock } from "./sign-in";

describe("the block a sign-in address is counted by", () => {
  it("counts an IPv6 address by its /64, however it is written", () => {
    for (const address of ["2001:db8:1:2::1", "2001:0db8:0001:0002:ffff:0:0:9", "2001:DB8:1:2:aaaa:bbbb:cccc:dddd"]) {
      expect(addressBlock(address), address).toBe("2001:db8:1:2::/64");
    }
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
    expect(addressBlock("2001:db8:1:3::1")).not.toBe(addressBlock("2001:db8:1:2::1"));
  });

  it("keeps an IPv4 address whole", () => {
    expect(addressBlock("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBlock("unknown")).toBe("unknown");
  });
});
