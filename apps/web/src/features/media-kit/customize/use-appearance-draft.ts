import type { KitAppearance, KitSection, KitTheme } from '@ma/domain';
import { useState } from 'react';
import { appearanceOf, draftFrom, isDirty, withAccent, withSectionMoved, withSectionShown, withTheme } from './appearance-draft.ts';

/** The customizer's unsaved appearance, compared with the saved one. */
export function useAppearanceDraft(saved: KitAppearance) {
  const [draft, setDraft] = useState(() => draftFrom(saved));
  return {
    draft,
    /** What the preview shows and a save sends. */
    appearance: appearanceOf(draft),
    dirty: isDirty(draft, saved),
    setTheme: (theme: KitTheme) => setDraft((current) => withTheme(current, theme)),
    setAccent: (typed: string) => setDraft((current) => withAccent(current, typed)),
    setShown: (id: KitSection, shown: boolean) => setDraft((current) => withSectionShown(current, id, shown)),
    move: (id: KitSection, step: -1 | 1) => setDraft((current) => withSectionMoved(current, id, step)),
    /** Back to an appearance: the saved one ('Descartar alterações') or a reloaded one. */
    reset: (appearance: KitAppearance = saved) => setDraft(draftFrom(appearance)),
  };
}
