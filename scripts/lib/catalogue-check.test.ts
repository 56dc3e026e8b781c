import { describe, expect, it } from "vitest";
import { literalsInComponent, mismatchedSlots, missingKeys, slots, unusedKeys } from "./catalogue-check";

describe("the catalogue check of npm run lint", () => {
  it("reports a key missing in either language", () => {
    expect(missingKeys({ en: { a: "A", b: "B" }, es: { a: "Á", c: "C" } })).toEqual(["en lacks c", "es lacks b"]);
  });

  it("reports a translation that drops or invents a placeholder or a tag", () => {
    expect(slots("Save {amount} on <0>{count, plural, one {# car} other {# cars}}</0>")).toEqual(["<0>", "{amount}", "{count}"]);
    expect(mismatchedSlots({ en: { a: "Hi {name}", b: "<0>x</0>" }, es: { a: "Hola", b: "<0>x</0>" } }, "en")).toEqual([
      "es a has [] where en has [{name}]",
    ]);
  });

  it("reports a key no source names", () => {
    expect(unusedKeys(["site.used", "site.unused"], ['t("site.used")'])).toEqual(["site.unused"]);
  });

  it("finds visitor-facing text written into a component, and leaves code, comments and symbols alone", () => {
    const source = [
      "export function A({ n }: { n: number }) {",
      "  // A comment with words",
      '  return (<div aria-label="Main" className="x">',
      "    {/* more words */}",
      "    <p>Skip to content</p>",
      '    <p>{t("site.skipToContent")}</p>',
      '    <span aria-hidden="true">✓</span>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the component's source, as text.
      "    <a aria-label={`Call us at ${n}`}>{n}</a>",
      "    {items.map((i) => (<b key={i}>{i}</b>))}",
      "  </div>);",
      "}",
    ].join("\n");
    expect(literalsInComponent(source)).toEqual([
      { line: 3, text: "aria-label: Main" },
      { line: 5, text: "Skip to content" },
      { line: 8, text: "aria-label: Call us at" },
    ]);
  });
});
