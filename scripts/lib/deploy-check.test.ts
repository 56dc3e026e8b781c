import { describe, expect, it } from "vitest";
import { deployProblems, parseEnvFile, type DeploySettings } from "./deploy-check";

const REAL: DeploySettings = {
  vars: {
    BRAND_NAME: "Northwind Auto Advisors",
    SUPPORT_PHONE: "4158670134",
    PUBLIC_ORIGIN: "https://www.northwindauto.com",
    EMAIL_FROM: "advisors@northwindauto.com",
  },
  d1: [{ binding: "DB", database_id: "6f1c2a9e-4b7d-4e1a-9c3f-2d8b5e7a1c90" }],
  kv: [{ binding: "CACHE", id: "3b9f0c2d7e8a41f6b5c4d3e2f1a0b9c8" }],
  r2: [{ binding: "UPLOADS", bucket_name: "lead-uploads" }],
  secrets: {
    FORM_TOKEN_KEY: "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b",
    ADMIN_SESSION_KEY: "1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c2e4b6d8f",
    EMAIL_LINK_KEY: "7e5c3a1f9d7b5e3c1a9f7d5b3e1c9a7f5d3b1e9c7a5f3d1b",
    ACCESS_TEAM_DOMAIN: "https://northwind.cloudflareaccess.com",
    ACCESS_AUD: "4d7a1c9e3f5b2d8a6c0e4f7b1d9a3c5e8f2b6d0a4c7e1f9b3d5a8c2e6f0b4d7a",
  },
};

const names = (problems: string[]) => problems.map((p) => p.split(":")[0]);

describe("deploy:check (issue 22, item 9)", () => {
  it("passes real-looking settings", () => {
    expect(deployProblems(REAL, ".prod.vars")).toEqual([]);
  });

  it("refuses the repository's own placeholders, naming each setting", () => {
    const placeholders: DeploySettings = {
      vars: { BRAND_NAME: "CarAdvisor", SUPPORT_PHONE: "8885551234", PUBLIC_ORIGIN: "https://caradvisor.example", EMAIL_FROM: "" },
      d1: [{ binding: "DB", database_id: "00000000-0000-0000-0000-000000000000" }],
      kv: [{ binding: "CACHE", id: "00000000000000000000000000000000" }],
      r2: [{ binding: "UPLOADS", bucket_name: "lead-uploads" }],
      secrets: parseEnvFile(
        "FORM_TOKEN_KEY=local-development-form-token-key-change-me\nADMIN_SESSION_KEY=short\nEMAIL_LINK_KEY=\nACCESS_AUD=\n",
      ),
    };
    expect(names(deployProblems(placeholders, ".prod.vars"))).toEqual([
      "PUBLIC_ORIGIN",
      "SUPPORT_PHONE",
      "BRAND_NAME",
      "EMAIL_FROM",
      "d1_databases DB.database_id",
      "kv_namespaces CACHE.id",
      "FORM_TOKEN_KEY",
      "ADMIN_SESSION_KEY",
      "EMAIL_LINK_KEY",
      "ACCESS_TEAM_DOMAIN",
      "ACCESS_AUD",
    ]);
  });

  it("refuses an origin that is not https or not an origin, a 555 number however written, and example senders", () => {
    const one = (vars: Record<string, string>) => names(deployProblems({ ...REAL, vars: { ...REAL.vars, ...vars } }, "f"));
    for (const origin of ["http://www.northwindauto.com", "https://example.com", "https://shop.example.org", "https://x.com/path", "nope"])
      expect(one({ PUBLIC_ORIGIN: origin }), origin).toEqual(["PUBLIC_ORIGIN"]);
    for (const phone of ["888-555-1234", "+1 (555) 234-5678", "1 415 555 0134", "12345"])
      expect(one({ SUPPORT_PHONE: phone }), phone).toEqual(["SUPPORT_PHONE"]);
    for (const from of ["advisors@caradvisor.example", "me@localhost", "not-an-address"])
      expect(one({ EMAIL_FROM: from }), from).toEqual(["EMAIL_FROM"]);
    expect(one({ BRAND_NAME: " " })).toEqual(["BRAND_NAME"]);
  });

  it("refuses a missing binding id and a missing secrets file, and an http webhook", () => {
    expect(names(deployProblems({ ...REAL, d1: [{ binding: "DB" }], kv: [{ binding: "CACHE", id: "" }] }, "f"))).toEqual([
      "d1_databases DB.database_id",
      "kv_namespaces CACHE.id",
    ]);
    expect(deployProblems({ ...REAL, secrets: null }, ".prod.vars")).toEqual([expect.stringMatching(/^secrets: no \.prod\.vars/)]);
    const webhook = { ...REAL, secrets: { ...REAL.secrets, LEAD_WEBHOOK_URL: "http://hooks.northwindauto.com/x" } };
    expect(names(deployProblems(webhook, "f"))).toEqual(["LEAD_WEBHOOK_URL"]);
  });

  it("reads KEY=value lines, quotes and comments as wrangler does", () => {
    expect(parseEnvFile('# a comment\nA_KEY="quoted value"\n\nB=plain \r\nlower=x\n')).toEqual({ A_KEY: "quoted value", B: "plain" });
  });
});
