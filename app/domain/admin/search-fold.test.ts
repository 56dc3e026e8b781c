import { describe, expect, it } from "vitest";
import { SEARCH_FOLD_RANGES, searchFold, searchFoldTable } from "./search-fold";

describe("the search's fold", () => {
  it("reads names as advisors type them: without accents, in any case", () => {
    expect(searchFold("José García")).toBe("jose garcia");
    expect(searchFold("MARÍA JOSÉ")).toBe("maria jose");
    expect(searchFold("Núñez")).toBe("nunez");
    expect(searchFold("Nguyễn Thị Ánh")).toBe("nguyen thi anh");
    expect(searchFold("Çelik Ömer")).toBe("celik omer");
    expect(searchFold("Ştefan Ţara")).toBe("stefan tara");
    expect(searchFold("Strauß")).toBe("strauss");
    expect(searchFold("İpek")).toBe("ipek");
    expect(searchFold("ΟΔΟΣ Οδος")).toBe("οδοσ οδοσ");
    expect(searchFold("Дмитрий")).toBe("дмитрии");
  });

  it("folds a decomposed accent (e and a combining acute) as the composed letter", () => {
    expect(searchFold("Jose\u0301")).toBe(searchFold("José"));
  });

  it("keeps what has no accent or case as typed: digits, punctuation, other scripts", () => {
    expect(searchFold("O'Brien-Smith 555-0188 @gmail.com")).toBe("o'brien-smith 555-0188 @gmail.com");
    expect(searchFold("王小明 😀")).toBe("王小明 😀");
  });

  it("lists every character of its ranges that folds, once, and each fold folds no further", () => {
    const table = searchFoldTable();
    expect(new Set(table.map(([character]) => character)).size).toBe(table.length);
    for (const [character, folded] of table) {
      const code = character.codePointAt(0) ?? 0;
      expect(SEARCH_FOLD_RANGES.some(([from, to]) => code >= from && code <= to)).toBe(true);
      expect(searchFold(character), character).toBe(folded);
      expect(searchFold(folded), character).toBe(folded);
    }
    expect(table).toContainEqual(["É", "e"]);
    expect(table).toContainEqual(["ñ", "n"]);
    expect(table).toContainEqual(["\u0301", ""]);
  });
});
