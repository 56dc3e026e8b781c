import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./scripts/lib/islands-plugin.ts";

// React Router's client build serves the chat and the advisors' pages (the marketing pages load their islands
// instead: decision record 048). The few small modules the root and those pages share are one chunk, rather
// than a chunk and its headers each: the page's language and words, the site's settings and the page's URL,
// the root's island modules, the spec's constants and the phone and email rules, and the pieces the chat and the
// buyer's page both show (the phone link, the logo, sentences with a link, dates, amounts): otherwise they go
// with the chat's screen, and the buyer's page would load all of it. The email field the buyer's page shares with
// the unsubscribe page's route module (never loaded in the browser) would otherwise be a chunk of its own.
const SITE_MODULES = new RegExp(
  String.raw`[\\/]app[\\/](domain[\\/](constants|phone|email|advisor-hours|kept|quotes[\\/]money)` +
    String.raw`|i18n[\\/](locale|dollars|i18n-context|route-i18n|translate|format|rich-text)` +
    String.raw`|site-settings|page-url|islands[\\/](assets|island-page|island-scripts)` +
    String.raw`|components[\\/](use-hydrated|form-field|email-field|phone-link|brand-logo))\.tsx?$`,
);
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;
// Vite's wrapper around a dynamic import, which the root (the beacon's measuring code) and the chat's lazy
// modules use: in the framework's chunk rather than a request and its headers of its own.
const PRELOAD_HELPER = "\0vite/preload-helper.js";

export default defineConfig({
  plugins: [
    // The marketing pages' islands, in Preact (decision record 048); first, so its development server's path is
    // served before the Worker's.
    islands(),
    // Workers AI has no local simulator; without this dev and preview try to reach Cloudflare.
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id) => FRAMEWORK.test(id) || id === PRELOAD_HELPER,
                  priority: 2,
                },
                {
                  name: "site",
                  test: SITE_MODULES,
                  priority: 1,
                },
                // The chat's flow and its words, which the advisors' pages read too (labels, the dashboard).
                {
                  name: "chat-flow",
                  test: /[\\/]app[\\/]domain[\\/]chat[\\/](flow|flow-types|choices|messages|budget)\.ts$/,
                  priority: 1,
                },
                // The chat's screen and what it needs to start, one chunk: the marketing routes' modules, which
                // the browser never loads (decision record 048), share some of it, and would split it in a chunk
                // and its headers per set of routes otherwise. The modules it imports on demand stay apart.
                {
                  name: "chat",
                  test: /[\\/]app[\\/]components[\\/]chat[\\/]/,
                  tags: ["$initial"],
                },
              ],
            },
          },
        },
      },
    },
  },
});
