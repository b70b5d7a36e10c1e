import { useEffect, useRef } from 'react';

/**
 * Runs `run` once for the life of the page, even when React StrictMode mounts its effects twice:
 * what it spends is single-use (an OAuth `code` and `state`, an e-mail link's token), so a second
 * request would fail and undo the first one's outcome.
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
