/**
 * Several server processes on one port and one database (Node cluster), for the second core and
 * beyond. SQLite in WAL mode lets them read side by side and queue their writes; sessions, rate
 * limits and the email outbox live in the database, so no process holds state the others need.
 *
 * The first worker starts alone, so migrations, seeding and the first administrator happen once;
 * the others start when it listens. A worker that dies is replaced, with a growing wait when they
 * keep dying (runWorkers); SIGTERM or SIGINT stops them all gracefully (each finishes its open
 * requests) before this process exits. A supervisor (systemd) restarts the whole when this
 * process exits (docs/operations.md).
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

/** Deaths within a minute that are replaced at once; past them each restart waits longer. */
const QUICK_RESTARTS = 3;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

/** How long to wait before replacing a worker, given the deaths of the last minute (this one included). */
export function restartDelay(deathsInLastMinute: number): number {
  if (deathsInLastMinute <= QUICK_RESTARTS) return 0;
  return Math.min(FIRST_BACKOFF_MS * 2 ** (deathsInLastMinute - QUICK_RESTARTS - 1), MAX_BACKOFF_MS);
}

/**
 * Once a worker has served, the primary never gives up: a worker that dies is replaced, at once
 * for the first few deaths of a minute and then after a growing wait (1 s, 2 s... 30 s), while
 * the workers that live keep serving. Only a first worker that dies before it ever listened
 * (bad configuration, port taken) stops everything, so the supervisor hears of it.
 */
export function runWorkers(count: number) {
  let stopping = false;
  let served = false;
  let deaths: number[] = [];
  const restarts = new Set<NodeJS.Timeout>();
  const living = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead()).length;

  const fork = () => cluster.fork();
  fork();
  cluster.once("listening", () => {
    served = true;
    for (let index = 1; index < count; index++) fork();
    console.log(`${count} workers serving (WEB_CONCURRENCY=${count})`);
  });

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) {
      if (living() === 0) process.exit(0);
      return;
    }
    const how = signal ?? code;
    if (!served) {
      console.error(`Worker ${worker.process.pid} stopped (${how}) before it could serve; stopping`);
      process.exit(1);
    }
    const now = Date.now();
    deaths = [...deaths.filter((time) => now - time < 60_000), now];
    const delay = restartDelay(deaths.length);
    console.error(
      `Worker ${worker.process.pid} stopped (${how}); ${living()} still serving; ` +
        (delay === 0 ? "starting another" : `${deaths.length} stopped in a minute: starting another in ${delay / 1000} s`),
    );
    if (delay === 0) {
      fork();
      return;
    }
    const restart = setTimeout(() => {
      restarts.delete(restart);
      fork();
    }, delay);
    restarts.add(restart);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const restart of restarts) clearTimeout(restart);
    const running = Object.values(cluster.workers ?? {});
    if (living() === 0) process.exit(0);
    for (const worker of running) worker?.process.kill(signal);
    // Each worker gives itself 10 s; this is the backstop.
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
