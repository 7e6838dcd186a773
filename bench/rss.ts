/** Peak memory of a server: the high-water mark (VmHWM) of its process and of its cluster workers. */
import fs from "node:fs";

/** The direct child processes of `pid` (from /proc). */
export function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function highWaterKb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Megabytes: the process's own peak plus the peaks of its children (workers peak independently, so this is an upper bound). */
export function peakRssMb(pid: number): number {
  const pids = [pid, ...childrenOf(pid)];
  return pids.reduce((sum, each) => sum + highWaterKb(each), 0) / 1024;
}
