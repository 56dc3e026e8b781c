import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FORM_BUTTON_LABELS } from "#app/domain/admin/labels";

/** Every .tsx under `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [join(dir, entry.name)] : [],
  );

describe("the labels of the buttons that open the lead form", () => {
  it("has a label for every source tag a page gives the modal, pricing tiers included", () => {
    const tags = new Set<string>();
    for (const file of sources("app")) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bsource="([a-z0-9_]+)"/g)) if (match[1]) tags.add(match[1]);
    }
    // The pricing buttons' tags are built from the tiers' ids (pricing.tsx: `pricing_${tier.id}`).
    const tiers = readFileSync("app/content/landing-sections.ts", "utf8").split("PRICING_TIERS")[1] ?? "";
    for (const match of tiers.matchAll(/\bid: "([a-z0-9_]+)"/g)) tags.add(`pricing_${match[1]}`);
    expect([...tags].filter((tag) => tag.startsWith("pricing_"))).toHaveLength(3);
    expect(tags.size).toBeGreaterThan(8);
    expect([...tags].filter((tag) => !(tag in FORM_BUTTON_LABELS))).toEqual([]);
  });
});
