import { globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";

// A comment says why, in the present tense. An issue or item number names a tracker a reader of the
// repository cannot open, and says what happened rather than why the code is as it is; the reason goes in
// the comment, the history in the commit and the figures in a decision record (docs/decisions), which a
// comment may name.

const ROOT = resolve(import.meta.dirname, "../..");
const SOURCES = ["app/**/*", "worker/**/*", "scripts/**/*"];
const CITATION = /\b[Ii]ssues? \d+|\b[Ii]tems? \d+/;

it("finds no issue or item number in app/, worker/ or scripts/", () => {
  const files = globSync(SOURCES, { cwd: ROOT, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => resolve(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(100);
  const citations = files.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) => (CITATION.test(line) ? [`${file.slice(ROOT.length + 1)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(citations).toEqual([]);
});
