/**
 * Work a server process repeats in the background (the email worker, the sweep of unused
 * uploads): one run at a time, the first at once, each next one `intervalMs` after the last
 * ended. `stop` cancels the next run and waits for one under way, so the database can close
 * after it.
 */
export type Repeating = { stop(): Promise<void> };

export function repeatInBackground(
  run: (shouldStop: () => boolean) => Promise<unknown>,
  options: {
    intervalMs: number;
    onError: (error: unknown) => void;
    /** Whether the waiting timer alone keeps the process alive (a worker with no server). */
    holdsProcess?: boolean;
  },
): Repeating {
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const shouldStop = () => stopping;

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      timer = null;
      if (stopping) return;
      running = run(shouldStop)
        .catch(options.onError)
        .finally(() => {
          running = null;
          if (!stopping) schedule(options.intervalMs);
        });
    }, delay);
    if (!options.holdsProcess) timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
