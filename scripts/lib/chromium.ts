import { existsSync } from "node:fs";

/** Debian's Chromium: Playwright's own browser download does not work on our machines. */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export const chromiumPath = (): string | undefined =>
  process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

/** Headless and offline: without the background-networking flags Chromium keeps dialling Google's hosts. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
