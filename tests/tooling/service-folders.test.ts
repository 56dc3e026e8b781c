import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// worker/services holds one folder per resource (docs/architecture.md): a file dropped beside them would
// be reachable by every resource without an index, which the import rules of biome.jsonc cannot see.
const SERVICES = resolve(import.meta.dirname, "../../worker/services");

describe("worker/services", () => {
  it("holds only resource folders", () => {
    const files = readdirSync(SERVICES, { withFileTypes: true }).filter((entry) => !entry.isDirectory());
    expect(files.map((entry) => entry.name)).toEqual([]);
  });

  it("mirrors its folders in tests/workers", () => {
    const tests = new Set(readdirSync(resolve(SERVICES, "../../tests/workers")));
    const resources = readdirSync(SERVICES).filter((name) => name !== "shared");
    expect(resources.filter((name) => !tests.has(name))).toEqual([]);
  });
});
