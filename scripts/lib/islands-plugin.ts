import { resolve } from "node:path";
import { build, createServer, type InlineConfig, type Plugin, type Rolldown, type ViteDevServer } from "vite";
import type { IslandAssets } from "#app/islands/assets.ts";
import { en } from "#app/i18n/messages/en.ts";

/**
 * The marketing pages' islands (decision record 048): a browser bundle of its own, where `react` and `react-dom`
 * are Preact's compatibility layer, so that a page's few interactive parts hydrate with about a tenth of React
 * DOM's bytes. React Router's client build stays React (the chat and the advisors' pages hydrate whole with it).
 *
 * - `npm run build`: once the client build has written `build/client`, the islands are built into its `assets/`
 *   with hashed names, and the Worker's build, which comes next, reads their file names from the virtual module
 *   `virtual:islands/assets` (the entry, and each island kind's chunk with the chunks it imports).
 * - `npm run dev`: a second Vite server, in middleware mode under `/@islands/`, serves the same sources with the
 *   same aliases; the virtual module names their source paths there.
 */

/** The islands' browser entry. */
const ENTRY = "app/islands/entry.ts";
/** What hydrates an island: loaded by the entry with the page's first island. */
const HYDRATE = "hydrate-island.tsx";
/** Where the islands' modules are served in development. */
const DEV_BASE = "/@islands/";
const VIRTUAL = "virtual:islands/assets";
const ROUTER = /[\\/]node_modules[\\/](react-router|@react-router)[\\/]/;
const RESOLVED_VIRTUAL = `\0${VIRTUAL}`;

// React's modules as Preact's compatibility layer provides them; anything else of react-dom (its server
// renderer) has no place in the browser's islands and fails to resolve.
const ALIASES = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
];

function islandsConfig(root: string): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: "warn",
    resolve: { alias: ALIASES, tsconfigPaths: true },
    publicDir: false,
  };
}

/** Builds the islands into `outDir/assets` and answers where each module's code went, and the words it names. */
async function buildIslands(root: string, outDir: string): Promise<IslandAssets> {
  let bundle: Rolldown.OutputBundle | undefined;
  const graph = new Map<string, { code: string; imports: string[] }>();
  await build({
    ...islandsConfig(root),
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // The page preloads each island's chunks itself (app/islands/island.tsx), from the head.
      modulePreload: false,
      rolldownOptions: {
        input: { islands: resolve(root, ENTRY) },
        // Each island kind has a chunk of its own; Preact is one more, and the app's code two or more islands
        // share a third, rather than a chunk (and its request and headers) per set of islands sharing a module.
        // Vite's helper around dynamic imports is a chunk of its own, so a page without islands loads no more
        // than the entry and it.
        output: {
          codeSplitting: {
            groups: [
              { name: "dynamic-import", test: (id) => id === "\0vite/preload-helper.js", priority: 3 },
              { name: "preact", test: /node_modules[\\/]preact[\\/]/, priority: 2 },
              { name: "islands-shared", test: /[\\/]app[\\/]/, minShareCount: 2, priority: 1 },
            ],
          },
        },
      },
    },
    plugins: [
      {
        name: "islands-bundle",
        generateBundle(_options, output) {
          bundle = output;
          for (const id of this.getModuleIds()) {
            const info = this.getModuleInfo(id);
            if (!info) continue;
            graph.set(id, { code: info.code ?? "", imports: info.importedIds });
            // An island has no router in the browser: a component it hydrates reads the page's URL, settings and
            // messages from the contexts its island provides, never from React Router.
            if (ROUTER.test(id)) this.error(`an island's code imports React Router (${id}, from ${info.importers.join(", ")})`);
          }
        },
      },
    ],
  });
  if (!bundle) throw new Error("the islands build wrote nothing");
  return assetsOf(bundle, graph, root);
}

/** A chunk and the chunks it imports, transitively, each once. */
function withImports(chunks: Map<string, Rolldown.OutputChunk>, fileName: string, seen = new Set<string>()): Rolldown.OutputChunk[] {
  const chunk = chunks.get(fileName);
  if (!chunk || seen.has(fileName)) return [];
  seen.add(fileName);
  return [chunk, ...chunk.imports.flatMap((imported) => withImports(chunks, imported, seen))];
}

const MESSAGE_KEYS = new Set(Object.keys(en));
const QUOTED = /["'`]([A-Za-z]\w*(?:\.\w+)+)["'`]/g;

/**
 * The catalogue's keys that code names, as the quoted strings they always are (a key is never built from
 * parts): every message an island can show, in whatever state, and so the part of the page's messages it is
 * sent. A key in a module the island imports but never shows costs its few bytes only.
 */
function messageKeys(graph: ModuleGraph, from: string): string[] {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    const module = graph.get(id);
    if (!module || seen.has(id)) return;
    seen.add(id);
    for (const [, key] of module.code.matchAll(QUOTED)) if (key && MESSAGE_KEYS.has(key)) keys.add(key);
    for (const imported of module.imports) visit(imported);
  };
  visit(from);
  return [...keys].sort();
}

/** Each module of the islands' build: its code (as transformed, before minifying) and what it imports statically. */
type ModuleGraph = Map<string, { code: string; imports: string[] }>;

function assetsOf(bundle: Rolldown.OutputBundle, graph: ModuleGraph, root: string): IslandAssets {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Rolldown.OutputChunk => output.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the islands build has no entry chunk");
  const islandsDir = resolve(root, "app/islands");
  const urls = (list: Rolldown.OutputChunk[]) => list.map((chunk) => `/${chunk.fileName}`);
  const dynamicEntries = [...chunks.values()].filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(`${islandsDir}/`));
  const hydrate = dynamicEntries.find((chunk) => chunk.facadeModuleId === `${islandsDir}/${HYDRATE}`);
  if (!hydrate) throw new Error(`the islands build has no chunk for ${HYDRATE}`);
  const islands: IslandAssets["islands"] = {};
  for (const chunk of dynamicEntries) {
    const source = chunk.facadeModuleId ?? "";
    if (chunk === hydrate) continue;
    const seen = new Set<string>();
    islands[source.slice(islandsDir.length + 1)] = {
      preloads: urls([...withImports(chunks, chunk.fileName, seen), ...withImports(chunks, hydrate.fileName, seen)]),
      messages: messageKeys(graph, source),
    };
  }
  return { entry: `/${entry.fileName}`, entryPreloads: urls(withImports(chunks, entry.fileName)), islands };
}

/** In development each module is its own URL and the entry imports the islands itself: nothing to preload. */
function devAssets(): IslandAssets {
  return { entry: `${DEV_BASE}${ENTRY}`, entryPreloads: [], islands: {} };
}

/**
 * `virtual:islands/assets` alone, naming the sources as the development server serves them: for a test run that
 * imports the document render (tests/workers), which needs no islands built.
 */
export function islandAssetsForTests(): Plugin {
  return {
    name: "islands-assets-for-tests",
    resolveId: (id) => (id === VIRTUAL ? RESOLVED_VIRTUAL : undefined),
    load: (id) => (id === RESOLVED_VIRTUAL ? `export default ${JSON.stringify(devAssets())};` : undefined),
  };
}

export function islands(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  let built: IslandAssets | undefined;
  let dev: ViteDevServer | undefined;
  return {
    name: "islands",
    // One instance for every environment: the client's build writes what the Worker's build reads.
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED_VIRTUAL : undefined;
    },
    load(id) {
      if (id !== RESOLVED_VIRTUAL) return undefined;
      const assets = command === "serve" ? devAssets() : built;
      if (!assets) throw new Error(`${VIRTUAL} is read before the islands were built (the client build builds them)`);
      return `export default ${JSON.stringify(assets)};`;
    },
    async configureServer(server) {
      dev = await createServer({
        ...islandsConfig(root),
        base: DEV_BASE,
        cacheDir: "node_modules/.vite/islands",
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
      });
      server.middlewares.use((request, response, next) => {
        if (!dev || !request.url?.startsWith(DEV_BASE)) return next();
        dev.middlewares(request, response, next);
      });
      server.httpServer?.once("close", () => void dev?.close());
    },
    writeBundle: {
      sequential: true,
      async handler(options) {
        if (this.environment.name !== "client") return;
        built = await buildIslands(root, options.dir ?? resolve(root, "build/client"));
      },
    },
  };
}
