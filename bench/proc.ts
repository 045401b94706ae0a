/**
 * Per-process CPU time and memory from /proc (Linux), for benches that share one machine between the
 * bench client, the app's instances, Postgres and Redis: who used the CPU, and how much per unit of work.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (`getconf CLK_TCK`: 100 on Linux). */
const TICK_MS = 10;

/** CPU time (user + system) a process has used so far, in ms; null once it is gone. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state is [0], utime [11], stime [12].
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** Resident set size of a process in MB (VmRSS), and its peak so far (VmHWM); null once it is gone. */
export function rssMb(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (k: string) => Number(status.match(new RegExp(`^${k}:\\s+(\\d+) kB`, "m"))?.[1] ?? NaN);
    return { rss: Math.round(kb("VmRSS") / 1024), hwm: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return null;
  }
}

/** Pids of processes whose command name (/proc/<pid>/comm) is `comm`, e.g. "redis-server". */
export function pidsNamed(comm: string): number[] {
  const out: number[] = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, "utf8").trim() === comm) out.push(Number(d));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The whole machine's CPU time so far, in ms summed over all CPUs: busy and total (busy + idle). */
export function machineCpuMs(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0];
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user)
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = v[3] + v[4];
  return { busy: (total - idle) * TICK_MS, total: total * TICK_MS };
}

/** CPU used by a set of processes between two snapshots: a pid born in between counts from zero. */
export function snapshot(pids: number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const p of pids) {
    const c = cpuMs(p);
    if (c !== null) m.set(p, c);
  }
  return m;
}

export function used(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [p, c] of after) sum += c - (before.get(p) ?? 0);
  return sum;
}
