import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";

/**
 * Starts a command and waits until `url` answers; the caller stops it with `stop()`. With `logFile`, the
 * command's output (the Worker's log lines, errors included) is written there instead of dropped.
 */
export async function startServer(command: string, args: string[], url: string, timeoutMs = 120_000, logFile?: string) {
  const output = logFile ? openSync(logFile, "w") : "ignore";
  const child: ChildProcess = spawn(command, args, { stdio: ["ignore", output, output], detached: true });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (Date.now() >= deadline) throw new Error(`${command} did not answer at ${url}`);
  return {
    /** The started process; it leads its own process group, so its children (workerd) can be found from it. */
    pid: child.pid,
    stop() {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    },
  };
}

/** The fixture server of the outside services (vPIC, spam, phone), on FIXTURE_PORT as the build expects. */
export const startFixtures = (port = Number(process.env.FIXTURE_PORT ?? 4174)) =>
  startServer("node", ["tests/e2e/fixture-server.ts"], `http://127.0.0.1:${port}/vpic/GetMakesForVehicleType/car`);

/** The built Worker served by vite preview on workerd, ready once `ready` (a path) answers. */
export const startPreview = (port: number, ready = "/") =>
  startServer("npx", ["vite", "preview", "--port", String(port), "--strictPort"], `http://localhost:${port}${ready}`);
