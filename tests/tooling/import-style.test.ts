import { readdirSync, readFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// The half of the one import style (decision record 056) that Biome's patterns cannot see, because it depends on where
// the importing file is: a module of the file's own folder, or of a folder below it, is imported by "./", never through
// the alias. (biome.jsonc refuses "../" and "~/" everywhere.)

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "worker", "scripts", "tests"];
const SKIPPED = new Set(["tests/fixtures"]);
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
// Where a specifier stands: declarations, import() and import("…") types, and Vitest's module mocks.
const SPECIFIER = new RegExp(
  String.raw`(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>]*>)?\(\s*)` +
    String.raw`(["'])(#[^"'\n]+)\1`,
  "g",
);

const aliases = z
  .object({ imports: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"))).imports;

function sourceFiles(folder: string): string[] {
  if (SKIPPED.has(folder)) return [];
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The repository-relative path an alias specifier names, such as "app/domain/constants" for "#app/domain/constants". */
function aliasTarget(specifier: string): string | undefined {
  for (const [key, target] of Object.entries(aliases)) {
    const prefix = key.replace(/\*$/, "");
    if (specifier.startsWith(prefix)) return posix.normalize(target.replace(/\*$/, "") + specifier.slice(prefix.length));
  }
  return undefined;
}

describe("the one import style", () => {
  it("maps each alias to a top folder", () => {
    expect(aliases).toEqual(Object.fromEntries(FOLDERS.map((folder) => [`#${folder}/*`, `./${folder}/*`])));
  });

  it("imports the file's own folder and those below it by ./, not through an alias", () => {
    const inward = FOLDERS.flatMap(sourceFiles).flatMap((file) => {
      const folder = posix.dirname(file);
      return [...readFileSync(join(ROOT, file), "utf8").matchAll(SPECIFIER)]
        .map((match) => match[2] ?? "")
        .filter((specifier) => aliasTarget(specifier)?.startsWith(`${folder}/`))
        .map((specifier) => `${file}: ${specifier}`);
    });
    expect(inward).toEqual([]);
  });
});
