import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { islandAssetsForTests } from "./scripts/lib/islands-plugin.ts";

// The Worker inside workerd with real local D1, R2 and KV, migrations applied (tests/workers/setup.ts).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      // The document render names the islands' scripts (decision record 048).
      islandAssetsForTests(),
      cloudflareTest({
        main: "./tests/workers/worker-entry.ts",
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          // Tests never reach the network: tests/workers/no-network.ts fails a test whose fetch no double
          // answers, and a request that gets past it (a fetch setup.ts did not replace) is refused here,
          // before any DNS lookup, and named on stderr.
          outboundService: (request) => {
            console.error(`Workers tests: refused an outbound request to ${request.url}; give the test a fixture or a fetch mock.`);
            return new Response("Tests never reach the network.", { status: 502 });
          },
          bindings: {
            TEST_MIGRATIONS: migrations,
            FORM_TOKEN_KEY: "test-form-token-key-0123456789",
            PHONE_API_KEY: "",
            ADMIN_SESSION_KEY: "test-advisor-session-key-0123456789abcdef",
            ACCESS_TEAM_DOMAIN: "https://test-team.cloudflareaccess.com",
            ACCESS_AUD: "test-application-audience",
            // Access is configured above, so password sign-in needs this to be on (tests turn it off too).
            ADMIN_ALLOW_PASSWORD: "true",
            // Tests never post to a real webhook, whatever .dev.vars holds.
            LEAD_WEBHOOK_URL: "",
            EMAIL_LINK_KEY: "test-email-link-key-0123456789abcdef",
            // Tests turn email on where they look at it, with a recording fake binding.
            EMAIL_FROM: "",
            // The fuzz suites run inside workerd, which sees none of the shell's variables: FUZZ_SEED=<seed> replays a run.
            FUZZ_SEED: process.env.FUZZ_SEED ?? "",
            // `npm test` sends each fuzz property a quarter of its inputs; `npm run audit:fuzz` sends them all.
            FUZZ_SHARE: process.env.FUZZ_SHARE ?? "0.25",
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["tests/workers/**/*.test.ts"],
      // obscenity ships an ESM wrapper around CommonJS that the pool's module runner cannot import; pre-bundle it.
      deps: { optimizer: { ssr: { enabled: true, include: ["obscenity"] } } },
      setupFiles: ["./tests/workers/setup.ts"],
      isolate: false,
      silent: "passed-only" as const,
    },
  };
});
