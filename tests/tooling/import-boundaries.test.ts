import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import rules of biome.jsonc (docs/architecture.md, "Where code lives"), run on small files placed where
// the rules apply: each refused import must fail the lint, each allowed one must pass it.

const ROOT = resolve(import.meta.dirname, "../..");

const REFUSED: Record<string, string> = {
  // The one import style (decision record 056): no "../" and no "~/", in any folder, even to a module the folder may import.
  "app/domain/chat/a0.ts": `import { CLAIMS } from "../constants";`,
  "worker/db/a1.ts": `import { CLAIMS } from "../../app/domain/constants";`,
  "scripts/a2.ts": `import { advisors } from "../worker/db/schema.ts";`,
  "tests/workers/a3.test.ts": `import { database } from "../../worker/db/client";`,
  "tests/tooling/a4.test.ts": `import { CLAIMS } from "~/domain/constants";`,
  "app/routes/a5.tsx": `import { MarketingPage } from "~/components/marketing-page";`,
  "app/domain/a.ts": `import { inputClass } from "#app/components/form-field";`,
  "app/domain/b.ts": `import { useState } from "react";`,
  "app/domain/chat/c.ts": `import { pageMeta } from "#app/seo";`,
  "app/domain/d.ts": `import { test } from "vitest";`,
  "app/components/e.tsx": `import type { MarketingData } from "#app/routes/marketing.server";`,
  "app/components/f.tsx": `import { submitFormLead } from "#worker/services/leads/form-leads.server";`,
  "app/routes/g.tsx": `import { submitFormLead } from "#worker/services/leads/form-leads.server";`,
  "app/routes/h.server.ts": `import { database } from "#worker/db/client";`,
  "app/routes/i.server.ts": `import type { LeadFormProps } from "#app/components/lead-form-props";`,
  // A server module at app/'s top reaches the components by "./", which the rule sees as well.
  "app/i2.server.ts": `import type { LeadFormProps } from "./components/lead-form-props";`,
  "app/content/j.ts": `import { inputClass } from "#app/components/form-field";`,
  // An island hydrates in the browser with no router (decision record 048).
  "app/islands/j2.island.tsx": `import { useLocation } from "react-router";`,
  "app/islands/j3.tsx": `import { marketingData } from "#app/routes/marketing.server";`,
  // Every page entry starts the beacon, an islands entry too: no React, no router in it.
  "app/vitals/j2.ts": `import { useEffect } from "react";`,
  "app/vitals/j3.ts": `import { inputClass } from "#app/components/form-field";`,
  "app/vitals/j4.ts": `import { LOCALES } from "#app/i18n/locale";`,
  // The beacon reads the browser's entries itself (decision record 059): a library would outgrow its budget.
  "app/vitals/j5.ts": `import { onLCP } from "web-vitals";`,
  // The desk's socket holds no React and no component: the admin's components hold it.
  "app/desk/j5.ts": `import { useEffect } from "react";`,
  "app/desk/j6.ts": `import { panel } from "#app/components/admin/admin-styles";`,
  "worker/api/k.ts": `import { database } from "#worker/db/client";`,
  "worker/api/l.ts": `import { inputClass } from "#app/components/form-field";`,
  "worker/api/l2.ts": `import { createApp } from "#worker/app";`,
  "worker/services/leads/m.server.ts": `import { api } from "#worker/api";`,
  "worker/services/leads/m2.server.ts": `import { createApp } from "#worker/app";`,
  // A resource reaches another only through its index.ts, and its own files by "./".
  "worker/services/chat/m3.server.ts": `import { requestValues } from "#worker/services/leads/requests.server";`,
  "worker/services/admin/m4.server.ts": `import { auditOnLead } from "#worker/services/leads/index";`,
  "worker/services/leads/m5.server.ts": `import { requestValues } from "#worker/services/leads/requests.server";`,
  "worker/n.ts": `import { eq } from "drizzle-orm";`,
  "worker/o1.ts": `import { database } from "./db/client";`,
  "worker/db/o.ts": `import { logEvent } from "#worker/log.server";`,
  // Node runs the end-to-end tests; this module uses workerd's encoders.
  "tests/e2e/p.spec.ts": `import { linkToken } from "#worker/services/email/links.server";`,
};

const ALLOWED: Record<string, string> = {
  "app/domain/chat/p.ts": [
    `import { z } from "zod";`,
    `import { CLAIMS } from "#app/domain/constants";`,
    `import { en } from "#app/i18n/messages/en";`,
  ].join("\n"),
  "app/domain/q.test.ts": `import { test } from "vitest";\nimport { CLAIMS } from "./constants";`,
  "app/domain/vitals/q2.test.ts": [
    `import fc from "fast-check";`,
    `import { test } from "vitest";`,
    `import { CLAIMS } from "#app/domain/constants";`,
  ].join("\n"),
  "app/content/q3.ts": [
    `import { CLAIMS } from "#app/domain/constants";`,
    `import { en } from "#app/i18n/messages/en";`,
    `import { FAQ } from "./faq";`,
  ].join("\n"),
  "app/components/r.tsx": `import { CLAIMS } from "#app/domain/constants";\nimport { inputClass } from "./form-field";`,
  "app/vitals/r2.ts": [
    `import { VITALS_PATH } from "#app/domain/vitals/beacon";`,
    `import { observeVitals } from "./vitals-observers";`,
  ].join("\n"),
  "app/desk/r3.ts": `import { DESK_PATH } from "#app/domain/desk/messages";\nimport { DeskSocket } from "./desk-socket";`,
  "app/routes/s.tsx": [
    `import { marketingData } from "./marketing.server";`,
    `import { MarketingPage } from "#app/components/marketing-page";`,
  ].join("\n"),
  "app/islands/s2.island.tsx": `import { SiteHeader } from "#app/components/site-header";\nimport { useT } from "#app/i18n/i18n-context";`,
  // The domain's tests read a rule's message through the server's translator.
  "app/domain/chat/q4.test.ts": `import { test } from "vitest";\nimport { serverTranslator } from "#app/i18n/catalogue.server";`,
  "app/routes/t.server.ts": [
    `import { submitFormLead } from "#worker/services/leads/form-leads.server";`,
    `import { workerContext } from "#worker/request-context.server";`,
  ].join("\n"),
  "worker/services/leads/u.server.ts": [
    `import { eq } from "drizzle-orm";`,
    `import { database } from "#worker/db/client";`,
    `import { logEvent } from "#worker/log.server";`,
    `import { requestValues } from "./requests.server";`,
    `import { claimFormToken } from "#worker/services/guards";`,
    `import { fetchJson } from "#worker/services/shared/fetch-json.server";`,
    // The visitor emails' words, in the lead's language (decision record 033).
    `import { serverTranslator } from "#app/i18n/catalogue.server";`,
  ].join("\n"),
  "worker/api/u2.ts": [
    `import { submitFormLead } from "#worker/services/leads/form-leads.server";`,
    `import { workerConfig } from "#worker/config.server";`,
    `import { CLAIMS } from "#app/domain/constants";`,
  ].join("\n"),
  // The log names drizzle's error class, only to keep a failed query's parameters out of its lines.
  "worker/v.ts": `import { DrizzleQueryError } from "drizzle-orm";\nimport { CLAIMS } from "#app/domain/constants";`,
  "worker/db/v2.ts": [
    `import { sql } from "drizzle-orm";`,
    `import { CLAIMS } from "#app/domain/constants";`,
    `import { leads } from "./schema";`,
  ].join("\n"),
  "tests/workers/w.test.ts": `import { database } from "#worker/db/client";\nimport { validLead } from "./helpers";`,
  "scripts/x.ts": [
    `import { hashPassword } from "#worker/services/admin/password-hash.server.ts";`,
    `import { advisors } from "#worker/db/schema.ts";`,
    `import { DAY_MS } from "#app/domain/constants.ts";`,
    `import { CHROMIUM_FLAGS } from "./lib/chromium.ts";`,
  ].join("\n"),
  "tests/e2e/x2.spec.ts": `import { LOCAL_ADVISOR } from "#scripts/seed/advisor.ts";\nimport { CLAIMS } from "#app/domain/constants";`,
};

/**
 * Two modules that import each other's types, one through an alias (Biome reads the aliases from tsconfig.json): the
 * shape of the cycle that once tied components and routes together.
 */
const CYCLE: Record<string, string> = {
  "app/domain/x.ts": `import type { Y } from "./chat/y";\nexport type X = { y?: Y };`,
  "app/domain/chat/y.ts": `import type { X } from "#app/domain/x";\nexport type Y = { x?: X };`,
};

let dir = "";
let findings: { file: string; rule: string }[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "import-boundaries-"));
  // Biome reads the aliases from tsconfig.json only at a package's root (package.json's "imports" need extensions).
  for (const config of ["biome.jsonc", "tsconfig.json", "package.json"]) copyFileSync(join(ROOT, config), join(dir, config));
  for (const [file, source] of Object.entries({ ...REFUSED, ...ALLOWED, ...CYCLE })) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), `${source}\n`);
  }
  const run = spawnSync(
    join(ROOT, "node_modules/.bin/biome"),
    ["lint", "--vcs-enabled=false", "--only=style/noRestrictedImports", "--only=suspicious/noImportCycles", "--reporter=github", "."],
    { cwd: dir, encoding: "utf8" },
  );
  findings = [...run.stdout.matchAll(/^::error title=lint\/([^,]+),file=([^,]+),/gm)].map(([, rule = "", file = ""]) => ({
    rule,
    file: file.slice(dir.length + 1),
  }));
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("import boundaries", () => {
  it.each(Object.keys(REFUSED))("refuse %s's import", (file) => {
    expect(findings).toContainEqual({ file, rule: "style/noRestrictedImports" });
  });

  it.each(Object.keys(ALLOWED))("let %s's imports through", (file) => {
    expect(findings.filter((f) => f.file === file)).toEqual([]);
  });

  it("refuse a cycle of type imports", () => {
    expect(
      findings
        .filter((f) => f.rule === "suspicious/noImportCycles")
        .map((f) => f.file)
        .sort(),
    ).toEqual(Object.keys(CYCLE).sort());
  });
});
