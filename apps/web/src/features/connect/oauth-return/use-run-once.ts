import { useEffect, useRef } from 'react';

/**
 * Runs `run` once for the life of the page, even when React StrictMode mounts its effects twice:
 * the provider's `code` and our `state` are single-use, so a second exchange would fail and undo
 * the first one's navigation.
 */
export function useRunOnce(run: () => void): void {
  const started = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    latest.current();
  }, []);
}
