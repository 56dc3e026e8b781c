// npm run deploy:check [-- --config wrangler.toml --secrets .prod.vars]
//
// Refuses a deploy with the repository's placeholder settings (issue 22, item 9): it reads the vars and
// binding ids of wrangler.toml, and the secrets from a file, since `wrangler secret list` gives names
// only and needs the network. The file holds KEY=value lines, the format `npx wrangler secret bulk`
// uploads, so the values checked are the values set. `npm run deploy` runs this first.
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { experimental_readRawConfig } from "wrangler";
import { deployProblems, parseEnvFile } from "./lib/deploy-check.ts";

const { values } = parseArgs({ options: { config: { type: "string" }, secrets: { type: "string" } } });
const config = values.config ?? "wrangler.toml";
const secretsFile = values.secrets ?? process.env.DEPLOY_SECRETS_FILE ?? ".prod.vars";

const { rawConfig } = experimental_readRawConfig({ config });
const problems = deployProblems(
  {
    vars: rawConfig.vars ?? {},
    d1: rawConfig.d1_databases ?? [],
    kv: rawConfig.kv_namespaces ?? [],
    r2: rawConfig.r2_buckets ?? [],
    secrets: existsSync(secretsFile) ? parseEnvFile(readFileSync(secretsFile, "utf8")) : null,
  },
  secretsFile,
);

if (problems.length > 0) {
  console.error(`deploy:check refused ${config} and ${secretsFile} (README, "Deploying"):`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log(`deploy:check passed: ${config} and ${secretsFile} hold real settings.`);
