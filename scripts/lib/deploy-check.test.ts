import { describe, expect, it } from "vitest";
import { accountNeeds, deployProblems, parseEnvFile, wranglerConfigSchema, type WranglerConfig } from "./deploy-check";

const REAL_VARS = {
  BRAND_NAME: "Northwind Auto Advisors",
  SUPPORT_PHONE: "4158670134",
  PUBLIC_ORIGIN: "https://www.northwindauto.com",
  EMAIL_FROM: "advisors@northwindauto.com",
  ADMIN_ALLOW_PASSWORD: "false",
};

const config = (raw: Record<string, unknown> = {}): WranglerConfig =>
  wranglerConfigSchema.parse({
    workers_dev: false,
    vars: REAL_VARS,
    d1_databases: [{ binding: "DB", database_id: "6f1c2a9e-4b7d-4e1a-9c3f-2d8b5e7a1c90" }],
    kv_namespaces: [{ binding: "CACHE", id: "3b9f0c2d7e8a41f6b5c4d3e2f1a0b9c8" }],
    r2_buckets: [{ binding: "UPLOADS", bucket_name: "lead-uploads" }],
    ...raw,
  });

const SECRETS = {
  FORM_TOKEN_KEY: "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b",
  ADMIN_SESSION_KEY: "1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c2e4b6d8f",
  EMAIL_LINK_KEY: "7e5c3a1f9d7b5e3c1a9f7d5b3e1c9a7f5d3b1e9c7a5f3d1b",
  ACCESS_TEAM_DOMAIN: "https://northwind.cloudflareaccess.com",
  ACCESS_AUD: "4d7a1c9e3f5b2d8a6c0e4f7b1d9a3c5e8f2b6d0a4c7e1f9b3d5a8c2e6f0b4d7a",
};

const names = (problems: string[]) => problems.map((p) => p.split(":")[0]);
const check = (raw: Record<string, unknown> = {}, secrets: Record<string, string> | null = SECRETS) =>
  names(deployProblems(config(raw), secrets, ".prod.vars"));
const withSecrets = (changes: Record<string, string>) => check({}, { ...SECRETS, ...changes });

describe("deploy:check", () => {
  it("passes real-looking settings", () => {
    expect(deployProblems(config(), SECRETS, ".prod.vars")).toEqual([]);
  });

  it("refuses the repository's own placeholders, naming each setting", () => {
    const placeholders = {
      workers_dev: undefined,
      vars: { BRAND_NAME: "CarAdvisor", SUPPORT_PHONE: "8885551234", PUBLIC_ORIGIN: "https://caradvisor.example", EMAIL_FROM: "" },
      d1_databases: [{ binding: "DB", database_id: "00000000-0000-0000-0000-000000000000" }],
      kv_namespaces: [{ binding: "CACHE", id: "00000000000000000000000000000000" }],
    };
    const secrets = parseEnvFile(
      "FORM_TOKEN_KEY=local-development-form-token-key-change-me\nADMIN_SESSION_KEY=short\nEMAIL_LINK_KEY=\nACCESS_AUD=\n",
    );
    expect(check(placeholders, secrets)).toEqual([
      "PUBLIC_ORIGIN",
      "SUPPORT_PHONE",
      "BRAND_NAME",
      "EMAIL_FROM",
      "workers_dev",
      "d1_databases DB.database_id",
      "kv_namespaces CACHE.id",
      "FORM_TOKEN_KEY",
      "EMAIL_LINK_KEY",
      "ACCESS_TEAM_DOMAIN",
      "ACCESS_AUD",
      "ADMIN_SESSION_KEY",
    ]);
  });

  it("refuses an origin that is not https or not an origin, a 555 number however written, and example senders", () => {
    const one = (vars: Record<string, string>) => check({ vars: { ...REAL_VARS, ...vars } });
    for (const origin of ["http://www.northwindauto.com", "https://example.com", "https://shop.example.org", "https://x.com/path", "nope"])
      expect(one({ PUBLIC_ORIGIN: origin }), origin).toEqual(["PUBLIC_ORIGIN"]);
    for (const phone of ["888-555-1234", "+1 (555) 234-5678", "1 415 555 0134", "12345"])
      expect(one({ SUPPORT_PHONE: phone }), phone).toEqual(["SUPPORT_PHONE"]);
    for (const from of ["advisors@caradvisor.example", "me@localhost", "not-an-address"])
      expect(one({ EMAIL_FROM: from }), from).toEqual(["EMAIL_FROM"]);
    expect(one({ BRAND_NAME: " " })).toEqual(["BRAND_NAME"]);
  });

  it("refuses a missing binding id and a missing secrets file, and an http webhook", () => {
    expect(check({ d1_databases: [{ binding: "DB" }], kv_namespaces: [{ binding: "CACHE", id: "" }] })).toEqual([
      "d1_databases DB.database_id",
      "kv_namespaces CACHE.id",
    ]);
    expect(deployProblems(config(), null, ".prod.vars")).toEqual([expect.stringMatching(/^secrets: no \.prod\.vars/)]);
    expect(withSecrets({ LEAD_WEBHOOK_URL: "http://hooks.northwindauto.com/x" })).toEqual(["LEAD_WEBHOOK_URL"]);
  });

  it("refuses keys of 32 repeated characters, few distinct ones, a repeated piece or a run, however long", () => {
    for (const weak of [
      "a".repeat(32),
      "ab".repeat(16),
      "abcdabcdabcdabcdabcdabcdabcdabcd",
      "0123456789abcdef0123456789abcdef",
      "abcdefghijklmnopqrstuvwxyz012345",
      "aaaaaaaaaaaaaaaaaaaaaaaaabcdefgh",
    ]) {
      expect(withSecrets({ FORM_TOKEN_KEY: weak }), weak).toEqual(["FORM_TOKEN_KEY"]);
      expect(withSecrets({ EMAIL_LINK_KEY: weak }), weak).toEqual(["EMAIL_LINK_KEY"]);
    }
    // The reproduction: three secrets of 32 "a"s and ACCESS_AUD=x.
    const a32 = "a".repeat(32);
    expect(withSecrets({ FORM_TOKEN_KEY: a32, ADMIN_SESSION_KEY: a32, EMAIL_LINK_KEY: a32, ACCESS_AUD: "x" })).toEqual([
      "FORM_TOKEN_KEY",
      "EMAIL_LINK_KEY",
      "ACCESS_AUD",
      "ADMIN_SESSION_KEY",
      "ADMIN_SESSION_KEY",
      "EMAIL_LINK_KEY",
    ]);
  });

  it("refuses one value for two keys, the previous form key included", () => {
    const problems = deployProblems(config(), { ...SECRETS, EMAIL_LINK_KEY: SECRETS.FORM_TOKEN_KEY }, "f");
    expect(problems).toEqual([expect.stringMatching(/^EMAIL_LINK_KEY: is the same value as FORM_TOKEN_KEY/)]);
    expect(withSecrets({ FORM_TOKEN_KEY_PREVIOUS: SECRETS.FORM_TOKEN_KEY })).toEqual(["FORM_TOKEN_KEY_PREVIOUS"]);
    expect(withSecrets({ FORM_TOKEN_KEY_PREVIOUS: "b".repeat(40) })).toEqual(["FORM_TOKEN_KEY_PREVIOUS"]);
  });

  it("takes only an Access audience tag as ACCESS_AUD: 64 hexadecimal characters, not a pattern", () => {
    for (const aud of ["x", "placeholder", "your-audience-tag", "0".repeat(64), "ab".repeat(32), SECRETS.ACCESS_AUD.slice(1)])
      expect(withSecrets({ ACCESS_AUD: aud }), aud).toEqual(["ACCESS_AUD"]);
  });

  it("needs ADMIN_SESSION_KEY only while password sign-in is on beside Access", () => {
    const { ADMIN_SESSION_KEY: _, ...accessOnly } = SECRETS;
    expect(check({}, accessOnly)).toEqual([]);
    expect(check({ vars: { ...REAL_VARS, ADMIN_ALLOW_PASSWORD: "true" } }, accessOnly)).toEqual(["ADMIN_SESSION_KEY"]);
  });

  it("refuses the workers.dev address and preview URLs, at the top level and in an environment", () => {
    expect(check({ workers_dev: true })).toEqual(["workers_dev"]);
    expect(check({ workers_dev: undefined })).toEqual(["workers_dev"]);
    expect(check({ preview_urls: true })).toEqual(["preview_urls"]);
    const staging = { vars: { ...REAL_VARS, PUBLIC_ORIGIN: "https://staging.northwindauto.com" } };
    expect(check({ env: { staging } })).toEqual([]);
    expect(check({ env: { staging: { ...staging, workers_dev: true } } })).toEqual(["[env.staging] workers_dev"]);
    expect(check({ workers_dev: undefined, env: { staging: { ...staging, workers_dev: false } } })).toEqual(["workers_dev"]);
  });

  it("checks every [env.NAME] section's own vars and bindings, which it does not inherit", () => {
    const problems = check({
      env: {
        staging: {
          vars: { ...REAL_VARS, PUBLIC_ORIGIN: "https://caradvisor.example", SUPPORT_PHONE: "8885551234" },
          d1_databases: [{ binding: "DB", database_id: "00000000-0000-0000-0000-000000000000" }],
        },
        bare: {},
      },
    });
    expect(problems).toEqual([
      "[env.staging] PUBLIC_ORIGIN",
      "[env.staging] SUPPORT_PHONE",
      "[env.staging] d1_databases DB.database_id",
      "[env.bare] PUBLIC_ORIGIN",
      "[env.bare] SUPPORT_PHONE",
      "[env.bare] BRAND_NAME",
      "[env.bare] EMAIL_FROM",
    ]);
  });

  it("names the buckets and queues the account must hold, from every section", () => {
    const needs = accountNeeds(
      config({
        queues: {
          producers: [{ queue: "lead-events" }, { queue: "lead-writes" }],
          consumers: [{ queue: "lead-events", dead_letter_queue: "lead-events-dlq" }],
        },
        env: { staging: { r2_buckets: [{ bucket_name: "staging-uploads" }], queues: { producers: [{ queue: "staging-events" }] } } },
      }),
    );
    expect(needs).toEqual({
      buckets: ["lead-uploads", "staging-uploads"],
      queues: ["lead-events", "lead-writes", "lead-events-dlq", "staging-events"],
    });
  });

  it("reads KEY=value lines, quotes and comments as wrangler does", () => {
    expect(parseEnvFile('# a comment\nA_KEY="quoted value"\n\nB=plain \r\nlower=x\n')).toEqual({ A_KEY: "quoted value", B: "plain" });
  });
});
