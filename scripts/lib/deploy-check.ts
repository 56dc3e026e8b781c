// The checks of `npm run deploy:check`: a deploy refuses the repository's placeholder settings, weak or
// shared keys, and a second public origin. Pure: scripts/deploy-check.ts reads wrangler.toml (through
// wrangler's own reader) and the secrets file, and prints the result.
import { z } from "zod";
import { MIN_KEY_LENGTH, weakKeyProblem } from "./secret-strength.ts";

const named = { binding: z.string().optional() };
/** What the check reads of one deploy target: the top level of wrangler.toml, or one [env.NAME] section. */
const targetSchema = z.object({
  vars: z.record(z.string(), z.unknown()).default({}),
  d1_databases: z.array(z.object({ ...named, database_id: z.string().optional() })).default([]),
  kv_namespaces: z.array(z.object({ ...named, id: z.string().optional() })).default([]),
  r2_buckets: z.array(z.object({ ...named, bucket_name: z.string().optional() })).default([]),
  queues: z
    .object({
      producers: z.array(z.object({ queue: z.string() })).default([]),
      consumers: z.array(z.object({ queue: z.string(), dead_letter_queue: z.string().optional() })).default([]),
    })
    .default({ producers: [], consumers: [] }),
  workers_dev: z.boolean().optional(),
  preview_urls: z.boolean().optional(),
});

/** wrangler.toml as its raw reader gives it: the top level and its environments. */
export const wranglerConfigSchema = targetSchema.extend({ env: z.record(z.string(), targetSchema).default({}) });
export type WranglerConfig = z.output<typeof wranglerConfigSchema>;
export type DeployTarget = z.output<typeof targetSchema>;

/** Secrets the Worker cannot run safely without (.dev.vars.example describes each). */
export const REQUIRED_SECRETS = ["FORM_TOKEN_KEY", "EMAIL_LINK_KEY", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"] as const;
/** Secrets that are keys: random strings, each its own. The session key only matters while password sign-in is on. */
const KEY_SECRETS = ["FORM_TOKEN_KEY", "FORM_TOKEN_KEY_PREVIOUS", "ADMIN_SESSION_KEY", "EMAIL_LINK_KEY"] as const;
/** A Cloudflare Access application's audience tag: 64 hexadecimal characters. */
const ACCESS_AUD = /^[0-9a-f]{64}$/i;

/** Words only a development or example value holds. */
const DEVELOPMENT = /local-development|change-me|changeme|example|placeholder|test-|xxx/i;
/** Domains reserved for examples and local machines (RFC 2606, RFC 6761). */
const EXAMPLE_HOST = /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$/i;
/** The repository's own example brand. */
const EXAMPLE_BRAND = "CarAdvisor";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function originProblem(value: string): string | null {
  if (!value) return "missing: set your site's address, e.g. https://www.yourdomain.com";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not a URL`;
  }
  if (url.protocol !== "https:") return `"${value}" is not https`;
  if (EXAMPLE_HOST.test(url.hostname)) return `"${value}" is the example domain: set your own`;
  if (url.origin !== value.replace(/\/$/, "")) return `"${value}" must be an origin only (no path, query or port)`;
  return null;
}

function phoneProblem(value: string): string | null {
  const digits = value.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (!/^\d{10}$/.test(digits)) return `"${value}" is not a 10-digit North American number`;
  if (digits.slice(0, 3) === "555" || digits.slice(3, 6) === "555") return `"${value}" is a 555 (fictional) number: set the real one`;
  return null;
}

function emailFromProblem(value: string): string | null {
  if (!value) return "missing: without it no visitor email is sent (a mailbox on a domain onboarded to Email Sending)";
  const domain = /^[^@\s]+@([^@\s]+\.[^@\s]+)$/.exec(value)?.[1];
  if (!domain) return `"${value}" is not an email address`;
  if (EXAMPLE_HOST.test(domain) || DEVELOPMENT.test(value)) return `"${value}" is an example address: set your own`;
  return null;
}

function secretProblem(name: string, value: string | undefined): string | null {
  if (!value) return "missing from the secrets file";
  if (DEVELOPMENT.test(value)) return "is a development value";
  if ((KEY_SECRETS as readonly string[]).includes(name)) return weakKeyProblem(value, MIN_KEY_LENGTH);
  if (name === "ACCESS_TEAM_DOMAIN" && !/^https:\/\/[a-z0-9-]+\.cloudflareaccess\.com$/.test(value))
    return `"${value}" is not https://<team>.cloudflareaccess.com`;
  if (name === "ACCESS_AUD")
    return ACCESS_AUD.test(value)
      ? weakKeyProblem(value, 64)
      : "is not an Access application's audience tag (64 hexadecimal characters: Zero Trust → Access → Applications → your app → Overview)";
  return null;
}

const ZEROS = /^[0-]*$/;

/** Password sign-in beside Access (ADMIN_ALLOW_PASSWORD): only then is ADMIN_SESSION_KEY used. */
const passwordSignIn = (target: DeployTarget) => text(target.vars.ADMIN_ALLOW_PASSWORD) === "true";

/** The problems of one deploy target's vars, bindings and public origins, each naming its setting. */
function targetProblems(
  target: DeployTarget,
  workersDev: boolean | undefined,
  previewUrls: boolean | undefined,
): [string, string | null][] {
  const brand = text(target.vars.BRAND_NAME);
  return [
    ["PUBLIC_ORIGIN", originProblem(text(target.vars.PUBLIC_ORIGIN))],
    ["SUPPORT_PHONE", phoneProblem(text(target.vars.SUPPORT_PHONE))],
    [
      "BRAND_NAME",
      !brand ? "missing" : brand === EXAMPLE_BRAND || DEVELOPMENT.test(brand) ? `"${brand}" is the example brand: set yours` : null,
    ],
    ["EMAIL_FROM", emailFromProblem(text(target.vars.EMAIL_FROM))],
    // workers.dev and preview URLs are further public origins of the same Worker, outside the custom domain's settings.
    ["workers_dev", workersDev === false ? null : "must be false: the workers.dev address is a second public origin of the site"],
    ["preview_urls", previewUrls === true ? "must not be true: each version's preview URL is another public origin" : null],
    ...target.d1_databases.map(({ binding, database_id }): [string, string | null] => [
      `d1_databases ${binding ?? "?"}.database_id`,
      !database_id || ZEROS.test(database_id) ? "missing: `npx wrangler d1 create`" : null,
    ]),
    ...target.kv_namespaces.map(({ binding, id }): [string, string | null] => [
      `kv_namespaces ${binding ?? "?"}.id`,
      !id || ZEROS.test(id) ? "missing: `npx wrangler kv namespace create`" : null,
    ]),
    ...target.r2_buckets.map(({ binding, bucket_name }): [string, string | null] => [
      `r2_buckets ${binding ?? "?"}.bucket_name`,
      bucket_name ? null : "missing",
    ]),
  ];
}

/** Every problem, each naming its setting (an environment's with its section); empty when the deploy may go ahead. */
export function deployProblems(config: WranglerConfig, secrets: Record<string, string> | null, secretsFile: string): string[] {
  const problems: string[] = [];
  const add = (name: string, problem: string | null) => {
    if (problem) problems.push(`${name}: ${problem}`);
  };
  for (const [name, problem] of targetProblems(config, config.workers_dev, config.preview_urls)) add(name, problem);
  for (const [env, target] of Object.entries(config.env)) {
    // workers_dev and preview_urls are inherited by an environment; its vars and bindings are not.
    const inherited = targetProblems(target, target.workers_dev ?? config.workers_dev, target.preview_urls ?? config.preview_urls);
    for (const [name, problem] of inherited) add(`[env.${env}] ${name}`, problem);
  }
  if (!secrets) {
    add("secrets", `no ${secretsFile}: list each secret in it (KEY=value lines) and upload it with \`npx wrangler secret bulk\``);
    return problems;
  }
  const sessionKeyNeeded = passwordSignIn(config) || Object.values(config.env).some(passwordSignIn);
  const required = [...REQUIRED_SECRETS, ...(sessionKeyNeeded || secrets.ADMIN_SESSION_KEY ? ["ADMIN_SESSION_KEY"] : [])];
  for (const name of required) add(name, secretProblem(name, secrets[name]));
  if (secrets.FORM_TOKEN_KEY_PREVIOUS)
    add("FORM_TOKEN_KEY_PREVIOUS", secretProblem("FORM_TOKEN_KEY_PREVIOUS", secrets.FORM_TOKEN_KEY_PREVIOUS));
  for (const [name, problem] of sharedKeys(secrets)) add(name, problem);
  const webhook = secrets.LEAD_WEBHOOK_URL;
  if (webhook) add("LEAD_WEBHOOK_URL", webhook.startsWith("https://") ? null : "must be https");
  return problems;
}

/** A key that holds the same value as a key before it: whoever learns one learns both. */
function sharedKeys(secrets: Record<string, string>): [string, string][] {
  const seen = new Map<string, string>();
  const shared: [string, string][] = [];
  for (const name of KEY_SECRETS) {
    const value = secrets[name];
    if (!value) continue;
    const first = seen.get(value);
    if (first) shared.push([name, `is the same value as ${first}: each key must be its own (\`openssl rand -hex 32\` for each)`]);
    else seen.set(value, name);
  }
  return shared;
}

/** The R2 buckets and queues every target binds: what the account must hold. */
export function accountNeeds(config: WranglerConfig): { buckets: string[]; queues: string[] } {
  const targets = [config, ...Object.values(config.env)];
  const buckets = targets.flatMap((t) => t.r2_buckets.flatMap(({ bucket_name }) => (bucket_name ? [bucket_name] : [])));
  const queues = targets.flatMap((t) => [
    ...t.queues.producers.map(({ queue }) => queue),
    ...t.queues.consumers.flatMap(({ queue, dead_letter_queue }) => [queue, ...(dead_letter_queue ? [dead_letter_queue] : [])]),
  ]);
  return { buckets: [...new Set(buckets)], queues: [...new Set(queues)] };
}

/** KEY=value lines (the .dev.vars format `wrangler secret bulk` takes too); # comments and blank lines skipped. */
export function parseEnvFile(content: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of content.split(/\r?\n/)) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? "").replace(/^(["'])(.*)\1$/, "$2");
  }
  return values;
}
