import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterAll, afterEach } from "vitest";
import { expectNoNetwork, refuseTheNetwork } from "./no-network";

// Runs before each test file. The files share one runtime and its loaded modules (isolate: false in
// vitest.workers.config.ts), so each starts from empty D1, R2 and KV, then the migrations.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

refuseTheNetwork();
afterEach(expectNoNetwork);
afterAll(expectNoNetwork);
