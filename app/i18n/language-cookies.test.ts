import { describe, expect, it } from "vitest";
import { languageChoiceCookie, pathOnThisSite } from "./language-cookies";

const ORIGIN = "https://caradvisor.example";

/** Paths that a URL parser reads as another host once their dot segments and escapes are resolved. */
const DOUBLE_SLASH_PATHS = ["/.//evil.example", "/..//x", "/%2e//x", "/./%5Cx", "/%2e%2e//x", "/./\\x", "/es/..//x", "/\t/x"];

describe("pathOnThisSite", () => {
  it("keeps a page of the site and its query, in either language", () => {
    expect(pathOnThisSite("/es/chatbot?vehicleType=new&utm_source=radio", ORIGIN)).toBe("/es/chatbot?vehicleType=new&utm_source=radio");
    expect(pathOnThisSite(`${ORIGIN}/about`, ORIGIN)).toBe("/about");
    expect(pathOnThisSite("/landing/V2/", ORIGIN)).toBe("/landing/V2");
    expect(pathOnThisSite("/es", ORIGIN)).toBe("/es");
  });

  it("answers / for another origin, another scheme or nothing", () => {
    for (const value of [
      "https://evil.example/es",
      "//evil.example/es",
      "/\\evil.example/es",
      "javascript:alert(1)",
      "http://[::1",
      "",
      null,
      3,
    ]) {
      expect(pathOnThisSite(value, ORIGIN)).toBe("/");
    }
  });

  it.each(DOUBLE_SLASH_PATHS)("never answers a path another host could be read from: %j", (value) => {
    const path = pathOnThisSite(value, ORIGIN);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    expect(["/", "/es"]).toContain(path);
  });

  it("answers the language's home page for a path the site does not have", () => {
    expect(pathOnThisSite("/no/such/page", ORIGIN)).toBe("/");
    expect(pathOnThisSite("/es/no/such/page?x=1", ORIGIN)).toBe("/es");
    expect(pathOnThisSite("/es//evil.example", ORIGIN)).toBe("/es");
    expect(pathOnThisSite("/admin", ORIGIN)).toBe("/");
  });
});

describe("languageChoiceCookie", () => {
  it("remembers a choice for a year, for the whole site, HttpOnly when asked", () => {
    expect(languageChoiceCookie("lang", "es")).toBe("lang=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(languageChoiceCookie("lang_hint", "1", { httpOnly: true })).toBe(
      "lang_hint=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure; HttpOnly",
    );
  });
});
