// What every benchmark script needs: a bounded run that always cleans up after itself.

/**
 * Calls `cleanup` then exits: with `code` when `finish(code)` is called, with 1 once
 * `deadlineMs` has passed, with 130 on SIGINT or SIGTERM. Returns `finish`.
 */
export function boundedRun(deadlineMs, cleanup) {
  async function finish(code) {
    await cleanup();
    process.exit(code);
  }
  const deadline = setTimeout(() => {
    console.error(`bench: gave up after ${deadlineMs / 1000} s`);
    void finish(1);
  }, deadlineMs);
  deadline.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void finish(130));
  return finish;
}
