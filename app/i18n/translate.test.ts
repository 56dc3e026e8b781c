import { describe, expect, it } from "vitest";
import { type CompiledMessages, messagesFromData, translator } from "./translate";

// The translator reads Lingui's compiled form; the server sends each route's messages as loader data.

const root: CompiledMessages = { "site.a": ["root a"], "site.b": ["root b"] };
const page: CompiledMessages = { "site.b": ["page b"], "landing.c": ["page c"] };

describe("messagesFromData", () => {
  it("merges the loaders' messages of the page's language in order, a later route's key winning", () => {
    const messages = messagesFromData("en", [{ locale: "en", messages: root }, undefined, { locale: "en", messages: page }]);
    expect(messages).toEqual({ "site.a": ["root a"], "site.b": ["page b"], "landing.c": ["page c"] });
  });

  it("leaves out data in another language and data without messages", () => {
    const spanish: CompiledMessages = { "site.a": ["es a"] };
    const messages = messagesFromData("en", [{ locale: "en", messages: root }, { locale: "es", messages: spanish }, { makes: [] }]);
    expect(messages).toEqual(root);
  });

  it("gives the same merge for the same message objects, and a new one when an object changes", () => {
    const data = [
      { locale: "en", messages: root },
      { locale: "en", messages: page },
    ];
    const first = messagesFromData("en", data);
    expect(messagesFromData("en", [{ ...data[0] }, { ...data[1] }])).toBe(first);
    const otherPage: CompiledMessages = { "landing.c": ["other c"] };
    expect(messagesFromData("en", [data[0], { locale: "en", messages: otherPage }])).toEqual({ ...root, "landing.c": ["other c"] });
    expect(messagesFromData("en", data)).toBe(first);
  });
});

describe("translator", () => {
  // Compiled messages of this test's own, under two of the catalogue's keys.
  const messages: CompiledMessages = {
    "quote.summary.read": [["count", "plural", { one: ["one deal"], other: ["#", " deals"] }]],
    "quote.summary.goOver": [["n", "selectordinal", { one: ["#", "st"], two: ["#", "nd"], few: ["#", "rd"], other: ["#", "th"] }]],
  };

  it("says plurals and ordinals, with numbers grouped as US English and US Spanish both write them", () => {
    const en = translator("en", messages);
    expect(en("quote.summary.read", { count: 1 })).toBe("one deal");
    expect(en("quote.summary.read", { count: 1234 })).toBe("1,234 deals");
    expect([1, 2, 3, 4, 11, 22].map((n) => en("quote.summary.goOver", { n }))).toEqual(["1st", "2nd", "3rd", "4th", "11th", "22nd"]);
    const es = translator("es", messages);
    expect(es("quote.summary.read", { count: 1 })).toBe("one deal");
    expect(es("quote.summary.read", { count: 1234 })).toBe("1,234 deals");
  });

  it("reads a key it was not sent as the key itself", () => {
    expect(translator("en", messages)("site.skipToContent")).toBe("site.skipToContent");
  });
});
