import { describe, expect, it } from "vitest";
import { nameSearchMatch } from "./name-search";

describe("the name search's trigram query", () => {
  it("asks for every trigram of the query, each once", () => {
    expect(nameSearchMatch("Lee")).toBe('"Lee"');
    expect(nameSearchMatch("Ann Lee")).toBe('"Ann" AND "nn " AND "n L" AND " Le" AND "Lee"');
    expect(nameSearchMatch("aaaaa")).toBe('"aaa"');
  });

  it("keeps LIKE's wildcards as plain characters, and doubles a double quote", () => {
    expect(nameSearchMatch('5%_"x')).toBe('"5%_" AND "%_""" AND "_""x"');
  });

  it("asks the lowercased query's trigrams too when lowercasing is more than ASCII's case", () => {
    expect(nameSearchMatch("Núñez")).toBe('"Núñ" AND "úñe" AND "ñez"');
    expect(nameSearchMatch("NÚÑEZ")).toBe('("NÚÑ" AND "ÚÑE" AND "ÑEZ") OR ("núñ" AND "úñe" AND "ñez")');
    // İ lowercases to two code points (i and a combining dot): other trigrams than the index's fold of İ.
    expect(nameSearchMatch("İpek")).toBe('("İpe" AND "pek") OR ("i̇p" AND "̇pe" AND "pek")');
  });

  it("is null under three characters, counted as code points", () => {
    expect(nameSearchMatch("Li")).toBeNull();
    expect(nameSearchMatch("")).toBeNull();
    // Two characters outside the Basic Multilingual Plane are four UTF-16 units, yet two characters.
    expect(nameSearchMatch("😀😀")).toBeNull();
    expect(nameSearchMatch("😀😀😀")).toBe('"😀😀😀"');
  });
});
