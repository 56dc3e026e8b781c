import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./scripts/lib/islands-plugin.ts";

// The few small modules every page uses share one chunk, the page language's too, the hero search's options,
// which the landing pages and the chat (its budget hint) both load, and the price formatter the chat, the
// landing pages and the deal cards share; so do the contexts the root gives the pages and the root's island
// modules (decision record 048), each a chunk and its headers of its own otherwise.
const SITE_MODULES = new RegExp(
  String.raw`[\\/]app[\\/](domain[\\/](constants|phone|email|advisor-hours|deals|hero-search)` +
    String.raw`|i18n[\\/](locale|dollars|i18n-context|route-i18n|translate)` +
    String.raw`|site-settings|page-url|islands[\\/](assets|island-page|island-scripts)` +
    String.raw`|components[\\/](use-hydrated|form-field|landing[\\/]section-heading))\.tsx?$`,
);

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
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  name: "site",
                  test: SITE_MODULES,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
