declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The fuzz suites' seed, from the shell (vitest.workers.config.ts); empty for a fresh one. */
    FUZZ_SEED: string;
    /** The share of each fuzz property's inputs to send (1 in `npm run audit:fuzz`). */
    FUZZ_SHARE: string;
  }
}
