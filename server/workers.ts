/**
 * Several server processes on one port and one database (Node cluster), for the second core and
 * beyond. SQLite in WAL mode lets them read side by side and queue their writes; sessions, rate
 * limits and the email outbox live in the database, so no process holds state the others need.
 *
 * The first worker starts alone, so migrations, seeding and the first administrator happen once;
 * the others start when it listens. A worker that dies is replaced; SIGTERM or SIGINT stops them
 * all gracefully (each finishes its open requests) before this process exits.
 */
import cluster, { type Worker } from "node:cluster";

const MAX_WORKERS = 16;

/** WEB_CONCURRENCY: unset or empty means one process (no cluster). */
export function workerCount(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const count = Number(value.trim());
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(`Invalid configuration:\n  WEB_CONCURRENCY: a whole number from 1 to ${MAX_WORKERS} (got "${value}")`);
  }
  return count;
}

/** True in the process that should start workers instead of serving. */
export function isWorkerPrimary(count: number): boolean {
  return count > 1 && cluster.isPrimary;
}

export function runWorkers(count: number) {
  let stopping = false;
  // A worker that keeps dying at start (bad configuration, port taken) stops everything.
  const RESTARTS_PER_MINUTE = 5;
  let recentRestarts: number[] = [];

  const fork = () => cluster.fork();
  const first = fork();
  first.once("listening", () => {
    for (let index = 1; index < count; index++) fork();
    console.log(`${count} workers serving (WEB_CONCURRENCY=${count})`);
  });

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    const now = Date.now();
    recentRestarts = [...recentRestarts.filter((time) => now - time < 60_000), now];
    if (recentRestarts.length > RESTARTS_PER_MINUTE) {
      console.error("Workers keep stopping; giving up");
      process.exit(1);
    }
    fork();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker?.process.kill(signal);
    // Each worker gives itself 10 s; this is the backstop.
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
