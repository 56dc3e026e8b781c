// The checks of `npm run deploy:check` (issue 22, item 9): a deploy refuses the repository's placeholder
// settings. Pure: scripts/deploy-check.ts reads wrangler.toml and the secrets file and prints the result.

/** What the check reads: wrangler.toml's vars and bindings, and the secrets the operator will set. */
export type DeploySettings = {
  vars: Record<string, unknown>;
  d1: { binding?: string; database_id?: string }[];
  kv: { binding?: string; id?: string }[];
  r2: { binding?: string; bucket_name?: string }[];
  /** Null when no secrets file was found. */
  secrets: Record<string, string> | null;
};

/** Secrets the Worker cannot run safely without (.dev.vars.example describes each). */
export const REQUIRED_SECRETS = ["FORM_TOKEN_KEY", "ADMIN_SESSION_KEY", "EMAIL_LINK_KEY", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD"] as const;
/** Secrets that are keys: random strings at least this long. */
const KEY_SECRETS = ["FORM_TOKEN_KEY", "ADMIN_SESSION_KEY", "EMAIL_LINK_KEY"];
const MIN_KEY_LENGTH = 32;

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
  if (KEY_SECRETS.includes(name) && value.length < MIN_KEY_LENGTH)
    return `is shorter than ${MIN_KEY_LENGTH} characters (make one with \`openssl rand -hex 32\`)`;
  if (name === "ACCESS_TEAM_DOMAIN" && !/^https:\/\/[a-z0-9-]+\.cloudflareaccess\.com$/.test(value))
    return `"${value}" is not https://<team>.cloudflareaccess.com`;
  return null;
}

const ZEROS = /^[0-]*$/;

/** Every problem, each naming its setting; empty when the deploy may go ahead. */
export function deployProblems(settings: DeploySettings, secretsFile: string): string[] {
  const problems: string[] = [];
  const add = (name: string, problem: string | null) => {
    if (problem) problems.push(`${name}: ${problem}`);
  };
  add("PUBLIC_ORIGIN", originProblem(text(settings.vars.PUBLIC_ORIGIN)));
  add("SUPPORT_PHONE", phoneProblem(text(settings.vars.SUPPORT_PHONE)));
  const brand = text(settings.vars.BRAND_NAME);
  add(
    "BRAND_NAME",
    !brand ? "missing" : brand === EXAMPLE_BRAND || DEVELOPMENT.test(brand) ? `"${brand}" is the example brand: set yours` : null,
  );
  add("EMAIL_FROM", emailFromProblem(text(settings.vars.EMAIL_FROM)));
  for (const { binding, database_id } of settings.d1)
    add(`d1_databases ${binding ?? "?"}.database_id`, !database_id || ZEROS.test(database_id) ? "missing: `npx wrangler d1 create`" : null);
  for (const { binding, id } of settings.kv)
    add(`kv_namespaces ${binding ?? "?"}.id`, !id || ZEROS.test(id) ? "missing: `npx wrangler kv namespace create`" : null);
  for (const { binding, bucket_name } of settings.r2) add(`r2_buckets ${binding ?? "?"}.bucket_name`, bucket_name ? null : "missing");
  if (!settings.secrets) {
    add("secrets", `no ${secretsFile}: list each secret in it (KEY=value lines) and upload it with \`npx wrangler secret bulk\``);
    return problems;
  }
  for (const name of REQUIRED_SECRETS) add(name, secretProblem(name, settings.secrets[name]));
  const webhook = settings.secrets.LEAD_WEBHOOK_URL;
  if (webhook) add("LEAD_WEBHOOK_URL", webhook.startsWith("https://") ? null : "must be https");
  return problems;
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
