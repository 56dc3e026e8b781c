import { describe, expect, it } from "vitest";
import { nameSearchMatch } from "./name-search";

describe("the name search's trigram query", () => {
  it("asks for every trigram of the folded query, each once", () => {
    expect(nameSearchMatch("lee")).toBe('"lee"');
    expect(nameSearchMatch("ann lee")).toBe('"ann" AND "nn " AND "n l" AND " le" AND "lee"');
    expect(nameSearchMatch("aaaaa")).toBe('"aaa"');
  });

  it("keeps wildcards as plain characters, and doubles a double quote", () => {
    expect(nameSearchMatch('5%_"x')).toBe('"5%_" AND "%_""" AND "_""x"');
  });

  it("is null under three characters, counted as code points", () => {
    expect(nameSearchMatch("li")).toBeNull();
    expect(nameSearchMatch("")).toBeNull();
    // Two characters outside the Basic Multilingual Plane are four UTF-16 units, yet two characters.
    expect(nameSearchMatch("😀😀")).toBeNull();
    expect(nameSearchMatch("😀😀😀")).toBe('"😀😀😀"');
  });
});
