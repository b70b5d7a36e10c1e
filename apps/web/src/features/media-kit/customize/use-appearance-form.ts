import type { KitAppearance, KitSection, KitTheme } from '@ma/domain';
import { resetTo, useZodForm } from '../../../lib/form.ts';
import {
  appearanceOf,
  draftFrom,
  isDirty,
  withAccent,
  withSectionMoved,
  withSectionShown,
  withTheme,
  type AppearanceDraft,
} from './appearance-draft.ts';

/** The draft's schema (appearance-schema.ts), loaded at the form's first check. */
const loadSchema = () => import('./appearance-schema.ts').then(({ appearanceDraftSchema }) => appearanceDraftSchema);

/**
 * The customizer's form (@mantine/form through `useZodForm`): the unsaved appearance, compared
 * with the saved one, and the changes the page's controls make to it.
 */
export function useAppearanceForm(saved: KitAppearance) {
  const form = useZodForm(loadSchema, draftFrom(saved));
  const change = (next: (draft: AppearanceDraft) => AppearanceDraft) => form.setValues((current) => next(current as AppearanceDraft));
  const draft = form.values;
  return {
    form,
    draft,
    /** What the preview shows. */
    appearance: appearanceOf(draft),
    dirty: isDirty(draft, saved),
    setTheme: (theme: KitTheme) => change((current) => withTheme(current, theme)),
    setAccent: (typed: string) => {
      change((current) => withAccent(current, typed));
      // Checked again when the field is left or a save is tried, not while typing.
      form.clearFieldError('accentColor');
    },
    setShown: (id: KitSection, shown: boolean) => change((current) => withSectionShown(current, id, shown)),
    move: (id: KitSection, step: -1 | 1) => change((current) => withSectionMoved(current, id, step)),
    /** Back to an appearance, with no messages: the saved one ('Descartar alterações') or a reloaded one. */
    reset: (appearance: KitAppearance = saved) => resetTo(form, draftFrom(appearance)),
  };
}
