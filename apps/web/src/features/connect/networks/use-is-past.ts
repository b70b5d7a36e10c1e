import { useEffect, useReducer } from 'react';

// setTimeout takes at most 2^31 - 1 ms.
const MAX_DELAY = 2 ** 31 - 1;

/** Whether `iso` has passed (true for null or an invalid date); re-renders once it does. */
export function useIsPast(iso: string | null): boolean {
  const target = iso === null ? Number.NaN : Date.parse(iso);
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const past = Number.isNaN(target) || target <= Date.now();
  useEffect(() => {
    if (past) return;
    const timer = setTimeout(tick, Math.min(target - Date.now() + 100, MAX_DELAY));
    return () => clearTimeout(timer);
  }, [past, target]);
  return past;
}
