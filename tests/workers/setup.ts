import { applyD1Migrations, env } from "cloudflare:test";

// Runs before each test file; only migrations not yet applied are applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
