/**
 * The one way the tests wait (issue 20): on a condition, never for a fixed time. `waitFor` asks
 * `condition` again and again (a few milliseconds apart, so a busy 2-core machine is not kept
 * busier) until it gives a value other than `undefined`/`false`, and fails after a generous
 * deadline with what it waited for. A test that needs a time to pass uses a controlled clock
 * instead (Playwright's page.clock, Vitest's fake timers).
 */
export async function waitFor<T>(
  what: string,
  condition: () => T | undefined | false | Promise<T | undefined | false>,
  options: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const { timeoutMs = 30_000, everyMs = 10 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
