import { describe, expect, it } from "vitest";
import { nameSearchMatch } from "./name-search";

describe("the name search's trigram query", () => {
  it("asks the name column for the query and the email column for it lowercased", () => {
    expect(nameSearchMatch("Núñez")).toBe('name : "Núñez" OR email : "núñez"');
  });

  it("keeps spaces and LIKE's wildcards as plain characters, and doubles a double quote", () => {
    expect(nameSearchMatch("Ann Lee")).toBe('name : "Ann Lee" OR email : "ann lee"');
    expect(nameSearchMatch('5%_"x')).toBe('name : "5%_""x" OR email : "5%_""x"');
  });

  it("is null under three characters, counted as code points", () => {
    expect(nameSearchMatch("Li")).toBeNull();
    expect(nameSearchMatch("")).toBeNull();
    // Two characters outside the Basic Multilingual Plane are four UTF-16 units, yet two characters.
    expect(nameSearchMatch("😀😀")).toBeNull();
    expect(nameSearchMatch("Liu")).not.toBeNull();
  });
});
