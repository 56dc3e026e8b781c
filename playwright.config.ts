import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/lib/chromium.ts";
import { E2E_BASE_URL, E2E_PORT, FIXTURE_PORT } from "./scripts/lib/e2e-ports.ts";
/**
 * Specs that measure the page's layout shifts or load it on the throttled phone profile (typing before the
 * scripts): beside a second browser their figures move and their throttled loads time out. (The script budgets
 * count bytes and the order of paint and scripts, which a busy machine does not change: they run with the site.)
 */
const MEASURING = /(layout-stability|typing-before-hydration)\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests/e2e",
  // Two spec files side by side (E2E_WORKERS overrides): a test spends much of its time waiting (a person's
  // pace before a submit, the chat's typing), and each test is its own visitor (helpers' asNewVisitor).
  // The advisor's specs share one desk and its oldest-first queue, so they run one at a time; the specs
  // that measure the page itself (layout shifts, the throttled phone) run last, alone.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Two browsers and the Worker share two cores: a page may take more than the default 5 s to hydrate.
  expect: { timeout: 10_000 },
  reporter: "list",
  timeout: 45_000,
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    // The advisor's specs first: one at a time beside the site's, rather than alone at the end of the run, where
    // they kept one worker busy for a minute and a half while the other had nothing left (the CI run at c409aff).
    { name: "admin", testMatch: /admin[^/]*\.spec\.ts$/, workers: 1, use: { ...devices["Desktop Chrome"] } },
    { name: "site", testIgnore: [/admin[^/]*\.spec\.ts$/, MEASURING], use: { ...devices["Desktop Chrome"] } },
    {
      name: "measuring",
      testMatch: MEASURING,
      dependencies: ["site", "admin"],
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/fixture-server.ts",
      url: `http://127.0.0.1:${FIXTURE_PORT}/vpic/GetMakesForVehicleType/car`,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The same path a new user takes (local secrets, migrations, seed, build), then the built Worker
      // with its outside services pointed at the fixture server.
      command: `npm run e2e:serve -- --port ${E2E_PORT}`,
      url: `${E2E_BASE_URL}/`,
      // The tests read and write the Worker's D1 through the server's Local Explorer API (scripts/lib/local-d1.ts).
      env: { X_LOCAL_EXPLORER: "true" },
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
