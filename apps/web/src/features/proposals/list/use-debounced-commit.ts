import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/**
 * A local draft of a URL-held value: typing updates the draft at once and commits it after
 * `wait` ms of quiet; a change from outside (clear filters, back button) replaces the draft.
 */
export function useDebouncedCommit<T>(committed: T, commit: (value: T) => void, wait = 350) {
  const [draft, setDraft] = useState(committed);
  const lastCommitted = useRef(committed);
  const debounced = useDebouncedCallback((value: T) => {
    lastCommitted.current = value;
    commit(value);
  }, wait);

  useEffect(() => {
    if (!Object.is(committed, lastCommitted.current)) {
      lastCommitted.current = committed;
      debounced.cancel();
      setDraft(committed);
    }
  }, [committed, debounced]);

  const change = (value: T) => {
    setDraft(value);
    debounced(value);
  };
  return [draft, change, () => debounced.flush()] as const;
}
