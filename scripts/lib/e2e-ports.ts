// The end-to-end run's ports: moved (E2E_PORT, FIXTURE_PORT) so two checkouts can run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const FIXTURE_PORT = Number(process.env.FIXTURE_PORT ?? 4174);
/** The built Worker the end-to-end run serves (playwright.config.ts's webServer). */
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
