import { spawn, type ChildProcess } from "node:child_process";

/** Starts a command and waits until `url` answers; the caller stops it with `stop()`. */
export async function startServer(command: string, args: string[], url: string, timeoutMs = 120_000) {
  const child: ChildProcess = spawn(command, args, { stdio: "ignore", detached: true });
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
