// Points the built Worker's outside services at the local fixture server for the end-to-end run.
// Preview reads build/server/.dev.vars, so only this build is affected, never .dev.vars or wrangler.toml.
import { appendFileSync } from "node:fs";

const base = `http://127.0.0.1:${process.env.FIXTURE_PORT ?? 4174}`;
appendFileSync(
  "build/server/.dev.vars",
  [
    "",
    `VPIC_BASE_URL=${base}/vpic`,
    `SPAM_API_URL=${base}/stopforumspam/api`,
    `PHONE_API_URL=${base}/numverify/validate`,
    "PHONE_API_KEY=e2e-fixture-key",
    "",
  ].join("\n"),
);
