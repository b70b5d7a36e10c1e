import { isHexColor, kitPalettes, kitSections, type KitAppearance, type KitSection, type KitTheme } from '@ma/domain';

export interface SectionItem {
  id: KitSection;
  shown: boolean;
}

/**
 * What the customizer edits. Every section keeps a place in the list, hidden ones too (they
 * are left out of the saved `sections`); the accent is kept as typed, beside the last valid
 * one that the preview shows.
 */
export interface AppearanceDraft {
  theme: KitTheme;
  /** As typed: incomplete while the creator types. */
  accentColor: string;
  /** The last valid accent, '#rrggbb'. */
  validAccent: string;
  sections: SectionItem[];
}

const normalizeAccent = (value: string): string => value.trim().toLowerCase();

/** The draft of a saved appearance: its sections in order, then the hidden ones. */
export function draftFrom(appearance: KitAppearance): AppearanceDraft {
  const hidden = kitSections.filter((id) => !appearance.sections.includes(id));
  const accent = normalizeAccent(appearance.accentColor);
  return {
    theme: appearance.theme,
    accentColor: accent,
    validAccent: accent,
    sections: [...appearance.sections.map((id) => ({ id, shown: true })), ...hidden.map((id) => ({ id, shown: false }))],
  };
}

/** Whether the accent as typed is a colour the API takes. */
export const isAccentValid = (draft: AppearanceDraft): boolean => isHexColor(normalizeAccent(draft.accentColor));

/** The appearance the draft stands for: what the preview shows and what a save sends. */
export const appearanceOf = (draft: AppearanceDraft): KitAppearance => ({
  theme: draft.theme,
  accentColor: draft.validAccent,
  sections: draft.sections.filter((section) => section.shown).map((section) => section.id),
});

/** The appearance a save sends, the accent as typed: what the form checks (the API's schema trims and lower-cases it). */
export const typedAppearanceOf = (draft: AppearanceDraft): KitAppearance => ({ ...appearanceOf(draft), accentColor: draft.accentColor });

/** Whether the draft differs from what is saved; an accent being typed is a change. */
export function isDirty(draft: AppearanceDraft, saved: KitAppearance): boolean {
  const sections = appearanceOf(draft).sections;
  return (
    draft.theme !== saved.theme ||
    normalizeAccent(draft.accentColor) !== normalizeAccent(saved.accentColor) ||
    sections.length !== saved.sections.length ||
    sections.some((id, index) => id !== saved.sections[index])
  );
}

export function withTheme(draft: AppearanceDraft, theme: KitTheme): AppearanceDraft {
  // An accent left at the old theme's default follows the theme: each default is chosen for its palette.
  if (draft.validAccent !== kitPalettes[draft.theme].accent || !isAccentValid(draft)) return { ...draft, theme };
  const accent = kitPalettes[theme].accent;
  return { ...draft, theme, accentColor: accent, validAccent: accent };
}

export function withAccent(draft: AppearanceDraft, typed: string): AppearanceDraft {
  const accent = normalizeAccent(typed);
  return { ...draft, accentColor: typed, validAccent: isHexColor(accent) ? accent : draft.validAccent };
}

export const withSectionShown = (draft: AppearanceDraft, id: KitSection, shown: boolean): AppearanceDraft => ({
  ...draft,
  sections: draft.sections.map((section) => (section.id === id ? { ...section, shown } : section)),
});

/** Moves a section one place up (-1) or down (1); at either end nothing moves. */
export function withSectionMoved(draft: AppearanceDraft, id: KitSection, step: -1 | 1): AppearanceDraft {
  const from = draft.sections.findIndex((section) => section.id === id);
  const to = from + step;
  const moved = draft.sections[from];
  if (!moved || to < 0 || to >= draft.sections.length) return draft;
  const sections = draft.sections.filter((section) => section.id !== id);
  sections.splice(to, 0, moved);
  return { ...draft, sections };
}
