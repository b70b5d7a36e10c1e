import { useState } from 'react';

/**
 * A filter form's two states: the values being chosen (`draft`) and the ones the list shows
 * (`applied`), with FilterBar's two actions: apply the draft, or empty both.
 */
export function useFilterDraft<T>(none: T) {
  const [draft, setDraft] = useState<T>(none);
  const [applied, setApplied] = useState<T>(none);
  return {
    draft,
    setDraft,
    applied,
    apply: () => setApplied(draft),
    clear: () => {
      setDraft(none);
      setApplied(none);
    },
  };
}
