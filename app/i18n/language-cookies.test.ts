import { describe, expect, it } from "vitest";
import { languageChoiceCookie, pathOnThisSite } from "./language-cookies";

const ORIGIN = "https://caradvisor.example";

describe("pathOnThisSite", () => {
  it("keeps a path and its query on this site", () => {
    expect(pathOnThisSite("/es/chatbot?vehicleType=new&utm_source=radio", ORIGIN)).toBe("/es/chatbot?vehicleType=new&utm_source=radio");
    expect(pathOnThisSite(`${ORIGIN}/about`, ORIGIN)).toBe("/about");
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
});

describe("languageChoiceCookie", () => {
  it("remembers a choice for a year, for the whole site, HttpOnly when asked", () => {
    expect(languageChoiceCookie("lang", "es")).toBe("lang=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(languageChoiceCookie("lang_hint", "1", { httpOnly: true })).toBe(
      "lang_hint=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure; HttpOnly",
    );
  });
});
