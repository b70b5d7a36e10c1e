import { describe, expect, it } from 'vitest';
import { ACCENT_COLOR_INVALID, appearanceProblem, isKitReachable, kitPalettes, kitSections, SECTIONS_REPEATED } from './appearance.ts';
import { kitThemes } from './themes.ts';
import { AA_CONTRAST, contrastRatio, readableAccent, readableTextOn } from './contrast.ts';

describe('contrast', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(['#ffff00', '#777777', '#0000ff', '#ff00ff', '#00ffff', '#808080'])('picks readable text on %s', (color) => {
    expect(contrastRatio(readableTextOn(color), color)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});

describe.each(kitThemes)('the %s theme', (theme) => {
  const palette = kitPalettes[theme];

  it('keeps text and secondary text at AA on the page and on cards', () => {
    for (const background of [palette.background, palette.surface]) {
      expect(contrastRatio(palette.text, background)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(palette.muted, background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it.each(['#ffff00', '#00ff00', '#111111', '#ffffff', palette.accent])('makes the accent %s readable as text on it', (accent) => {
    for (const background of [palette.background, palette.surface]) {
      expect(contrastRatio(readableAccent(accent, background), background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });
});

describe('appearanceProblem', () => {
  it('takes a colour and any subset of the sections', () => {
    expect(appearanceProblem({ accentColor: '#A1b2C3', sections: [...kitSections] })).toBeNull();
    expect(appearanceProblem({ accentColor: '#000000', sections: [] })).toBeNull();
  });

  it('refuses a colour that is not #rrggbb, and a section twice', () => {
    expect(appearanceProblem({ accentColor: 'red', sections: [] })).toBe(ACCENT_COLOR_INVALID);
    expect(appearanceProblem({ accentColor: '#fff', sections: [] })).toBe(ACCENT_COLOR_INVALID);
    expect(appearanceProblem({ accentColor: '#ffffff', sections: ['rates', 'rates'] })).toBe(SECTIONS_REPEATED);
  });
});

describe('isKitReachable', () => {
  const contact = { whatsapp: '+5571987654321', contactEmail: 'ana@example.com', sections: [...kitSections] };
  it.each([
    ['WhatsApp and e-mail, contact shown', contact, true],
    ['WhatsApp only', { ...contact, contactEmail: null }, true],
    ['e-mail only', { ...contact, whatsapp: null }, true],
    ['neither', { ...contact, whatsapp: null, contactEmail: null }, false],
    ['the contact section hidden', { ...contact, sections: kitSections.filter((section) => section !== 'contact') }, false],
  ])('%s: %s', (_case, kit, reachable) => {
    expect(isKitReachable(kit)).toBe(reachable);
  });
});
