import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The few small modules every page uses share one chunk (issue 14.4), the page language's too (issue 24),
// the hero search's options, which the landing pages and the chat (its budget hint) both load, the price
// formatter the chat, the landing pages and the deal cards share, and the phone link, the sentences with a
// link in them and the hours and dates every page's footer or form says (their own small chunks cost each
// page a request: the buyer's page shares them too).
const SITE_MODULES = new RegExp(
  String.raw`[\\/]app[\\/](domain[\\/](constants|phone|email|advisor-hours|deals|hero-search)` +
    String.raw`|i18n[\\/](locale|dollars|format|rich-text)` +
    String.raw`|components[\\/](use-hydrated|form-field|phone-link|landing[\\/]section-heading))\.tsx?$`,
);

export default defineConfig({
  plugins: [
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
