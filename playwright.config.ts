import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/lib/chromium.ts";

// Ports can be moved (E2E_PORT, FIXTURE_PORT) so two checkouts can run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const FIXTURE_PORT = Number(process.env.FIXTURE_PORT ?? 4174);

export default defineConfig({
  testDir: "./tests/e2e",
  // One spec file at a time. E2E_WORKERS=2 runs files side by side (each test is its own visitor:
  // helpers' asNewVisitor; the advisor's specs, which share one desk and its oldest-first queue, stay one
  // at a time), but on two cores pages then hydrate past the 5 s waits and show sub-pixel shifts.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: "site", testIgnore: /admin[^/]*\.spec\.ts$/, use: { ...devices["Desktop Chrome"] } },
    { name: "admin", testMatch: /admin[^/]*\.spec\.ts$/, workers: 1, use: { ...devices["Desktop Chrome"] } },
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
      command: `npm run e2e:serve -- --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
