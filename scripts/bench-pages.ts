// npm run bench:pages — the server-rendered landing page against a static asset from the same local
// Worker, side by side: requests per second and p50/p99 latency with a fixed number in flight.
// A benchmark, not a test: it prints the figures and exits 0.
import { runLoad } from "./lib/load.ts";
import { startFixtures, startPreview } from "./lib/local-server.ts";

const TOTAL = Number(process.env.BENCH_TOTAL ?? 2000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 50);
const PORT = 4180;
const BASE = `http://localhost:${PORT}`;
const TARGETS = [
  ["server-rendered /", "/"],
  ["static /favicon.svg", "/favicon.svg"],
] as const;

const fixtures = await startFixtures();
const site = await startPreview(PORT);
try {
  console.log(`${TOTAL} requests each, ${IN_FLIGHT} in flight, local Worker (vite preview on workerd):`);
  console.log(`  ${"target".padEnd(22)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`);
  for (const [label, path] of TARGETS) {
    // A warm-up, so the first figure does not carry the isolate's start.
    await runLoad(100, 10, async () => (await fetch(`${BASE}${path}`)).ok);
    const r = await runLoad(TOTAL, IN_FLIGHT, async () => {
      const response = await fetch(`${BASE}${path}`);
      await response.arrayBuffer();
      return response.ok;
    });
    const cells = [r.requestsPerSecond, r.p50, r.p99].map((value) => value.toFixed(1).padStart(8));
    console.log(`  ${label.padEnd(22)} ${cells.join(" ")} ${String(r.failures).padStart(7)}`);
  }
} finally {
  site.stop();
  fixtures.stop();
}
