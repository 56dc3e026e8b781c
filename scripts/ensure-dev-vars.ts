// Local secrets: the first run copies the committed example so the site starts with no account; later
// runs add any key the example gained since (a new feature's development value), never changing a set one.
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";

const keysOf = (text: string) =>
  new Set(
    text
      .split("\n")
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter(Boolean),
  );

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("created .dev.vars from .dev.vars.example");
} else {
  const have = keysOf(readFileSync(".dev.vars", "utf8"));
  const missing = readFileSync(".dev.vars.example", "utf8")
    .split("\n")
    .filter((line) => {
      const key = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      return key !== undefined && !have.has(key);
    });
  if (missing.length > 0) {
    appendFileSync(".dev.vars", `\n${missing.join("\n")}\n`);
    console.log(`added to .dev.vars from the example: ${missing.map((l) => l.split("=")[0]).join(", ")}`);
  }
}
