// What the Web Vitals beacon's starter (app/vitals/report-vitals.ts) adds to a page's own scripts: the page
// entries call it, so it is part of their chunk rather than a file of its own, and no request shows its size.
// Built here as an entry that starts it and nothing else, minified by the app's own bundler and compressed
// as the edge serves it: an upper bound of what it adds to an entry that has other code to share words with.
import { brotliCompressSync } from "node:zlib";
import { build, type Rolldown } from "vite";

const ENTRY = "\0vitals-starter-entry";

/** The starter's size in bytes, brotli-compressed, as a page entry that calls it carries it. */
export async function vitalsStarterBytes(): Promise<number> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      // Vite's wrapper of a dynamic import is in every page's scripts already (a chunk of its own, or the framework's).
      rolldownOptions: { input: ENTRY, external: [/preload-helper/] },
    },
    plugins: [
      {
        name: "vitals-starter-entry",
        resolveId: (id) => (id === ENTRY ? ENTRY : undefined),
        load: (id) => (id === ENTRY ? `import { reportVitals } from "#app/vitals/report-vitals";\nreportVitals();\n` : undefined),
      },
    ],
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ("output" in entry ? entry.output : []));
  const entry = outputs.find((output): output is Rolldown.OutputChunk => output.type === "chunk" && output.isEntry);
  if (!entry) throw new Error("the starter's build has no entry chunk");
  // The import of Vite's wrapper, which the page's entries have already.
  return brotliCompressSync(entry.code.replace(/^import\{[^}]*\}from"[^"]*preload-helper[^"]*";/, "")).length;
}
