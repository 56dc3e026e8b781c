import { describe, expect, it } from "vitest";
import { advisorActionText } from "./admin/advisor-actions";
import { languageFirst, languageSuggestions, suggestionHint } from "./admin/language-suggestions";
import { leadLanguageSchema, parseLanguages } from "./lead-language";

describe("the language of a public write", () => {
  it("is English when absent, and only en or es", () => {
    expect(leadLanguageSchema.parse(undefined)).toBe("en");
    expect(leadLanguageSchema.parse("es")).toBe("es");
    expect(leadLanguageSchema.safeParse("fr").success).toBe(false);
    expect(leadLanguageSchema.safeParse("ES").success).toBe(false);
  });
});

describe("an advisor's languages as typed", () => {
  it("keeps each known code once, English first", () => {
    expect(parseLanguages("es,en")).toEqual(["en", "es"]);
    expect(parseLanguages(" ES , es ")).toEqual(["es"]);
    expect(parseLanguages("en es")).toEqual(["en", "es"]);
  });

  it("refuses none or an unknown one", () => {
    expect(parseLanguages("")).toBeNull();
    expect(parseLanguages("en,fr")).toBeNull();
  });

  it("reads in the audit", () => {
    expect(advisorActionText("languages", '{"languages":["en","es"]}')).toBe("Set the languages they speak to English and Spanish");
    expect(advisorActionText("languages", null)).toBe("Changed the languages they speak");
  });
});

describe("the suggestions for a lead", () => {
  const ana = { id: 1, name: "Ana", languages: ["en", "es"] };
  const bo = { id: 2, name: "Bo", languages: ["en"] };
  const cy = { id: 3, name: "Cy", languages: ["es"] };

  it("put the advisors who speak a Spanish lead's language first, in their order", () => {
    expect(languageSuggestions([bo, ana, cy], "es")).toEqual({ speakers: [ana, cy], others: [bo] });
    expect(suggestionHint("es", 2)).toBe("This lead asked in Spanish: advisors who speak Spanish are listed first.");
    expect(suggestionHint("es", 0)).toMatch(/no enabled advisor/);
  });

  it("single nobody out for an English lead", () => {
    expect(languageSuggestions([bo, ana], "en")).toEqual({ speakers: [], others: [bo, ana] });
    expect(suggestionHint("en", 1)).toBeNull();
  });
});

describe("My day with a language first", () => {
  const row = (id: string, language: "en" | "es") => ({ id, language });

  it("puts the leads in the language first, then the others in the list's order, at most max", () => {
    const spanish = [row("s1", "es"), row("s2", "es")];
    const list = [row("e1", "en"), row("s1", "es"), row("e2", "en"), row("e3", "en")];
    expect(languageFirst(spanish, list, "es", 10).map((r) => r.id)).toEqual(["s1", "s2", "e1", "e2", "e3"]);
    expect(languageFirst(spanish, list, "es", 3).map((r) => r.id)).toEqual(["s1", "s2", "e1"]);
  });
});
