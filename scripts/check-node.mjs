// The first step of `npm run setup`, and so of `npm start`: one line on an old Node instead of a stack trace.
import { readFileSync } from "node:fs";
import { nodeVersionProblem } from "./lib/node-version.mjs";

/** @param {string} file a file at the project's root */
const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
const problem = nodeVersionProblem(process.versions.node, JSON.parse(read("package.json")).engines.node, read(".nvmrc").trim());
if (problem) {
  console.error(problem);
  process.exit(1);
}
