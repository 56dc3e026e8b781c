import { globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";

// Every end-to-end spec takes `test` from tests/e2e/fixtures.ts, whose check fails a test on any error a
// page logs to its console. A spec that takes Playwright's own `test` would skip that check unnoticed.

const ROOT = resolve(import.meta.dirname, "../..");
const PLAYWRIGHT_TEST = /^import \{[^}]*\btest\b[^}]*\} from "@playwright\/test";/m;
const FIXTURES_TEST = /^import \{[^}]*\btest\b[^}]*\} from "\.\/fixtures";/m;

it("has every end-to-end spec use the fixtures' test", () => {
  const specs = globSync("tests/e2e/**/*.spec.ts", { cwd: ROOT });
  expect(specs.length).toBeGreaterThan(10);
  const elsewhere = specs.filter((spec) => {
    const source = readFileSync(resolve(ROOT, spec), "utf8");
    return PLAYWRIGHT_TEST.test(source) || !FIXTURES_TEST.test(source);
  });
  expect(elsewhere).toEqual([]);
});
