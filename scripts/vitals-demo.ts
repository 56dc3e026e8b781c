// npm run vitals:demo — a scripted crowd for the Site speed page: 200 page views (VITALS_DEMO_VIEWS) of the
// locally served build in Chromium, on phones, tablets and desktops, some on a slowed phone (Lighthouse's slow
// 4G and CPU ×4, a few at ×8), English and Spanish, with a tap or some typing on each, every view left so its
// beacon goes; then the seed's advisor signs in, /admin/speed is printed as text (each section's table) and a
// screenshot of it is written (VITALS_DEMO_SHOT, by default .wrangler/vitals-demo.png). Two views at a time.
// Ports: BENCH_PORT, FIXTURE_PORT.
import { type Browser, type BrowserContextOptions, chromium, devices, type Page } from "@playwright/test";
import { LOCAL_ADVISOR } from "./seed/advisor.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import { startFixtures, startPreview } from "./lib/local-server.ts";

const VIEWS = Number(process.env.VITALS_DEMO_VIEWS ?? 200);
const SHOT = process.env.VITALS_DEMO_SHOT ?? ".wrangler/vitals-demo.png";
const PORT = Number(process.env.BENCH_PORT ?? 4188);
const FIXTURE_PORT = Number(process.env.FIXTURE_PORT ?? 4174);
const BASE = `http://localhost:${PORT}`;
const IN_FLIGHT = 2;

type Device = { name: "phone" | "tablet" | "desktop"; options: BrowserContextOptions };
const DEVICES: Device[] = [
  { name: "phone", options: { ...devices["Pixel 7"] } },
  { name: "tablet", options: { viewport: { width: 820, height: 1180 }, hasTouch: true, deviceScaleFactor: 2 } },
  { name: "desktop", options: { viewport: { width: 1440, height: 900 } } },
];

/** What a visitor does on a page before leaving it. */
type Visit = { path: string; act: (page: Page, device: Device) => Promise<void> };

const openMenu = async (page: Page, device: Device) => {
  if (device.name === "desktop") {
    await page
      .getByRole("link", { name: /How It Works|Cómo funciona/ })
      .first()
      .click();
    return;
  }
  await page.getByRole("button", { name: /Open menu|Abrir menú/ }).tap();
  await page.keyboard.press("Escape");
};
const answerChat = async (page: Page, device: Device) => {
  await page.getByLabel(/Your answer|Su respuesta/).fill("Dana");
  const send = page.getByRole("button", { name: /^(Send|Enviar)$/ });
  await (device.name === "desktop" ? send.click() : send.tap());
};
const scroll = async (page: Page) => {
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(300);
};

const VISITS: Visit[] = [
  { path: "/", act: openMenu },
  { path: "/es", act: openMenu },
  { path: "/landing/V2", act: openMenu },
  { path: "/es/landing/V2", act: openMenu },
  { path: "/landing/cartelligentai", act: scroll },
  { path: "/chatbot", act: answerChat },
  { path: "/es/chatbot", act: answerChat },
  { path: "/about", act: scroll },
  { path: "/privacy", act: scroll },
];

/** A seeded sequence, so two runs visit the same pages the same way. */
function randoms(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function slowPhone(page: Page, cpu: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
}

/** One page view: open, wait for its measuring code, do the visit's thing, leave (the beacon goes then). */
async function view(browser: Browser, i: number, visit: Visit, device: Device, cpu: number | null) {
  const context = await browser.newContext({ ...device.options, baseURL: BASE });
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": `10.36.${i >> 8}.${(i & 255) + 1}` });
  const page = await context.newPage();
  try {
    if (cpu) await slowPhone(page, cpu);
    const measuring = page.waitForResponse((response) => response.url().includes("/vitals-observers-"), { timeout: 30_000 });
    await page.goto(visit.path, { timeout: 30_000 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await measuring;
    await visit.act(page, device).catch(() => undefined);
    await page.waitForTimeout(200);
    await page.goto("about:blank");
  } finally {
    await context.close();
  }
}

const fixtures = await startFixtures(FIXTURE_PORT);
let site: { stop(): void } | undefined;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  site = await startPreview(PORT);
  const random = randoms(36);
  const plan = Array.from({ length: VIEWS }, (_, i) => {
    const device = DEVICES[Math.floor(random() * DEVICES.length)] ?? DEVICES[0];
    const visit = VISITS[Math.floor(random() * VISITS.length)] ?? VISITS[0];
    const slowed = device?.name === "phone" && random() < 0.4;
    return { i, visit, device, cpu: slowed ? (random() < 0.25 ? 8 : 4) : null };
  });
  let done = 0;
  let failed = 0;
  const started = Date.now();
  const worker = async () => {
    for (let next = plan.shift(); next; next = plan.shift()) {
      const { i, visit, device, cpu } = next;
      if (!visit || !device) continue;
      await view(browser, i, visit, device, cpu).catch((error: unknown) => {
        failed += 1;
        console.error(`view ${i} ${visit.path} (${device.name}) failed: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
      });
      done += 1;
      if (done % 20 === 0) console.error(`vitals:demo: ${done}/${VIEWS} views, ${Math.round((Date.now() - started) / 1000)} s`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

  const advisor = await browser.newPage({ viewport: { width: 1440, height: 900 }, baseURL: BASE });
  await advisor.goto("/admin/login");
  await advisor.getByLabel("Email").fill(LOCAL_ADVISOR.email);
  await advisor.getByLabel("Password").fill(LOCAL_ADVISOR.password);
  await advisor.getByRole("button", { name: "Sign in" }).click();
  await advisor.waitForURL(/\/admin\/my-day/);
  await advisor.goto("/admin/speed");
  await advisor.getByRole("heading", { name: "Site speed", level: 1 }).waitFor();
  await advisor.screenshot({ path: SHOT, fullPage: true });
  // The page as an advisor reads it, in text: each region's heading and its table's rows.
  for (const region of await advisor.getByRole("region").all()) {
    const heading = await region.getByRole("heading").first().textContent();
    const rows = (await region.getByRole("row").allInnerTexts()).map((row) => row.replace(/\s*\t\s*/g, " | ").replace(/\n+/g, " "));
    console.log(`\n${heading}\n${rows.join("\n")}`);
  }
  const shown = await advisor
    .getByRole("region", { name: /By page and device/ })
    .getByRole("row")
    .count();
  console.log(
    `\nvitals:demo: ${VIEWS - failed} of ${VIEWS} page views left their pages; Site speed shows ${shown - 1} rows; screenshot ${SHOT}`,
  );
} finally {
  await browser.close();
  for (const server of [site, fixtures]) {
    try {
      server?.stop();
    } catch {
      // already gone
    }
  }
}
