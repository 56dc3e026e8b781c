/** Sends `total` requests with `inFlight` at a time; `send` answers whether the request succeeded. */
export async function runLoad(total: number, inFlight: number, send: (i: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        const ok = await send(i).catch(() => false);
        latencies.push(performance.now() - t);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { requestsPerSecond: total / seconds, p50: percentile(50), p99: percentile(99), failures, latencies };
}
