/**
 * Work that waits until the request's answer has been sent (docs/decisions/022): a door answers
 * the same, in the same time, whatever the work turns out to be. "Forgot your password?" looks
 * the address up and writes a link and an email only for approved accounts; done before the
 * answer, that work made approved accounts answer slower than any other address (issue 28).
 * The HTTP layer opens a scope per request (server/app.ts) and runs its jobs, one after another on
 * a later turn of the event loop, when the response is finished. Outside a request (a script, a
 * test calling the domain) there is no answer to wait for: a job runs at once. A failing job is
 * logged and does not stop the others. A job runs in the context it was queued in, so a pending
 * one-time submission key (submissions/keys.ts) is claimed by its write: a double submit of the
 * form still writes once (the twin's write is refused and dropped quietly).
 */
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";

import { isRepeatedSubmission } from "./submissions/keys";

type Job = () => void | Promise<void>;

type Scope = { jobs: Job[]; answered: boolean };

const scope = new AsyncLocalStorage<Scope>();
const running = new Set<Promise<void>>();

async function runJobs(jobs: Job[]) {
  for (const job of jobs.splice(0)) {
    try {
      await job();
    } catch (error) {
      if (!isRepeatedSubmission(error)) console.error("Work after an answer failed", error);
    }
  }
}

function start(jobs: Job[]) {
  if (jobs.length === 0) return;
  const run = new Promise<void>((resolve) => setImmediate(resolve)).then(() => runJobs(jobs));
  running.add(run);
  void run.finally(() => running.delete(run));
}

/** Runs `job` once the answer to the current request is sent (at once outside a request). */
export function afterAnswer(queued: Job) {
  const job = AsyncResource.bind(queued);
  const current = scope.getStore();
  if (current && !current.answered) {
    current.jobs.push(job);
    return;
  }
  const run = runJobs([job]);
  running.add(run);
  void run.finally(() => running.delete(run));
}

/**
 * For the HTTP layer: runs `handle` (the request's handling) in a scope of its own, and returns
 * the function to call once its answer is sent, which starts the jobs queued meanwhile.
 */
export function inAnswerScope(handle: () => void): () => void {
  const current: Scope = { jobs: [], answered: false };
  scope.run(current, handle);
  return () => {
    if (current.answered) return;
    current.answered = true;
    start(current.jobs);
  };
}

/** Resolves when no job is waiting or running (the server's stop, and tests). */
export async function settleAfterAnswer() {
  while (running.size > 0) await Promise.all(running);
}
