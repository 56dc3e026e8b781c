// npm run deploy:check [-- --config wrangler.toml --secrets .prod.vars] [-- --offline]
//
// Refuses a deploy with the repository's placeholder settings: it reads the vars, binding ids and public
// origins of wrangler.toml (its top level and every [env.NAME]), and the secrets from a file, since
// `wrangler secret list` gives names only. The file holds KEY=value lines, the format `npx wrangler secret
// bulk` uploads, so the values checked are the values set. When wrangler can reach the account, it also
// checks that the R2 bucket and the queues exist; when it cannot, it says so and goes on.
// `npm run deploy` runs this first.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { experimental_readRawConfig } from "wrangler";
import { bucketNames, missingResources, queueNames, wranglerError } from "./lib/account-resources.ts";
import { accountNeeds, deployProblems, parseEnvFile, wranglerConfigSchema, type WranglerConfig } from "./lib/deploy-check.ts";

const { values } = parseArgs({ options: { config: { type: "string" }, secrets: { type: "string" }, offline: { type: "boolean" } } });
const configFile = values.config ?? "wrangler.toml";
const secretsFile = values.secrets ?? process.env.DEPLOY_SECRETS_FILE ?? ".prod.vars";

const parsed = wranglerConfigSchema.safeParse(experimental_readRawConfig({ config: configFile }).rawConfig);
if (!parsed.success) {
  console.error(`deploy:check cannot read ${configFile}: ${parsed.error.message}`);
  process.exit(1);
}
const config = parsed.data;
const secrets = existsSync(secretsFile) ? parseEnvFile(readFileSync(secretsFile, "utf8")) : null;
const problems = [...deployProblems(config, secrets, secretsFile), ...(values.offline ? [] : accountProblems(config))];

if (problems.length > 0) {
  console.error(`deploy:check refused ${configFile} and ${secretsFile} (docs/operations.md, "Deploying"):`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log(`deploy:check passed: ${configFile} and ${secretsFile} hold real settings.`);

/** A wrangler listing's output, or why it could not be had (not logged in, no network). */
function wrangler(args: string[]): { ok: true; output: string } | { ok: false; why: string } {
  const run = spawnSync("npx", ["--no-install", "wrangler", ...args], {
    encoding: "utf8",
    timeout: 60_000,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  if (run.status === 0) return { ok: true, output: run.stdout };
  return { ok: false, why: run.error ? run.error.message : wranglerError(output) };
}

/** The buckets and queues the account lacks; none, with a line saying why, when the account cannot be reached. */
function accountProblems(wranglerConfig: WranglerConfig): string[] {
  const buckets = wrangler(["r2", "bucket", "list"]);
  if (!buckets.ok) {
    console.log(`deploy:check skipped the account's R2 bucket and queues (wrangler could not reach the account: ${buckets.why}).`);
    return [];
  }
  const needs = accountNeeds(wranglerConfig);
  const queues: string[] = [];
  // `wrangler queues list` answers a page at a time; a page past the last one lists none.
  for (let page = 1; page <= 20 && !needs.queues.every((name) => queues.includes(name)); page += 1) {
    const listing = wrangler(["queues", "list", "--page", String(page)]);
    if (!listing.ok) {
      console.log(`deploy:check skipped the account's queues (wrangler could not list them: ${listing.why}).`);
      return missingResources({ ...needs, queues: [], found: { buckets: bucketNames(buckets.output), queues: [] } });
    }
    const names = queueNames(listing.output);
    if (names.length === 0) break;
    queues.push(...names);
  }
  return missingResources({ ...needs, found: { buckets: bucketNames(buckets.output), queues } });
}
