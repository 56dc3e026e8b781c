// CPU time of processes read from Linux's /proc, for benchmarks that need the server's own cost per
// request rather than the client's wall time (bench:cpu). Linux only.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const CLOCK_TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

type ProcStat = { pid: number; comm: string; parent: number; cpuTicks: number };

/** /proc/<pid>/stat: the name is in parentheses and may hold spaces, so fields are counted after the last ")". */
function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    // After the name: state(0) ppid(1) ... utime(11) stime(12), in clock ticks.
    return { pid, comm, parent: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // the process ended meanwhile
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** The pids named `comm` among the descendants of `root` (e.g. the workerd that `vite preview` starts). */
export function descendantsNamed(root: number, comm: string): number[] {
  const processes = allProcesses();
  const inTree = new Set([root]);
  // Parents are listed before children only by accident, so repeat until the tree stops growing.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of processes) {
      if (!inTree.has(p.pid) && inTree.has(p.parent)) {
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  return processes.filter((p) => p.comm === comm && inTree.has(p.pid) && p.pid !== root).map((p) => p.pid);
}

/** User plus system CPU of these processes so far, in milliseconds (10 ms resolution at 100 ticks/s). */
export function cpuMs(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (readStat(pid)?.cpuTicks ?? 0), 0) * (1000 / CLOCK_TICKS_PER_SECOND);
}

/** The 1-, 5- and 15-minute load averages, to say how busy the machine was during a run. */
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
