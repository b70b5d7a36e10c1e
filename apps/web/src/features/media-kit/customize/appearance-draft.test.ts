import { kitPalettes, type KitAppearance } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { appearanceOf, draftFrom, isAccentValid, isDirty, withAccent, withSectionMoved, withSectionShown, withTheme } from './appearance-draft.ts';

const saved: KitAppearance = { theme: 'claro', accentColor: kitPalettes.claro.accent, sections: ['rates', 'stats', 'contact'] };

describe('appearance draft', () => {
  it('lists the shown sections in order, then the hidden ones', () => {
    expect(draftFrom(saved).sections).toEqual([
      { id: 'rates', shown: true },
      { id: 'stats', shown: true },
      { id: 'contact', shown: true },
      { id: 'brands', shown: false },
      { id: 'highlights', shown: false },
    ]);
  });

  it('is not dirty as loaded, nor after a change undone', () => {
    const draft = draftFrom(saved);
    expect(isDirty(draft, saved)).toBe(false);
    expect(isDirty(withSectionShown(withSectionShown(draft, 'stats', false), 'stats', true), saved)).toBe(false);
    expect(isDirty(withAccent(draft, ' #6D28D9 '), saved)).toBe(false);
  });

  it('saves only the shown sections, in the order of the list', () => {
    const draft = withSectionMoved(withSectionShown(draftFrom(saved), 'brands', true), 'brands', -1);
    expect(appearanceOf(draft).sections).toEqual(['rates', 'stats', 'brands', 'contact']);
    expect(isDirty(draft, saved)).toBe(true);
  });

  it('moves nothing past either end', () => {
    const draft = draftFrom(saved);
    expect(withSectionMoved(draft, 'rates', -1)).toBe(draft);
    expect(withSectionMoved(draft, 'highlights', 1)).toBe(draft);
  });

  it('keeps the last valid accent for the preview while one is typed, and counts the typing as a change', () => {
    const typing = withAccent(withAccent(draftFrom(saved), '#ff0000'), '#ff00');
    expect(isAccentValid(typing)).toBe(false);
    expect(appearanceOf(typing).accentColor).toBe('#ff0000');
    expect(isDirty(withAccent(draftFrom(saved), '#6d28'), saved)).toBe(true);
  });

  it("moves a default accent to the new theme's default, and keeps a chosen one", () => {
    expect(appearanceOf(withTheme(draftFrom(saved), 'escuro')).accentColor).toBe(kitPalettes.escuro.accent);
    const chosen = withAccent(draftFrom(saved), '#123456');
    expect(appearanceOf(withTheme(chosen, 'escuro'))).toMatchObject({ theme: 'escuro', accentColor: '#123456' });
  });
});
