import { describe, expect, it } from 'vitest';
import { formatHashtags, ideaText } from './idea-text.ts';

describe('ideaText', () => {
  it('writes each part under its name, hashtags on one line', () => {
    expect(
      ideaText({
        hook: 'Você lava o rosto errado?',
        body: 'Mostre a rotina em 3 passos.',
        callToAction: 'Salve para lembrar.',
        caption: 'Rotina de 1 minuto',
        hashtags: ['#skincare', 'rotina'],
      }),
    ).toBe(
      'Gancho:\nVocê lava o rosto errado?\n\nRoteiro:\nMostre a rotina em 3 passos.\n\nChamada para ação:\nSalve para lembrar.\n\nLegenda:\nRotina de 1 minuto\n\nHashtags:\n#skincare #rotina\n',
    );
  });

  it('leaves out a blank part', () => {
    expect(ideaText({ hook: 'Gancho forte', body: ' ', callToAction: '', caption: '', hashtags: [] })).toBe('Gancho:\nGancho forte\n');
  });
});

describe('formatHashtags', () => {
  it('gives each tag one # and no spaces, once', () => {
    expect(formatHashtags(['##publi', 'skin care', '#publi', ' '])).toBe('#publi #skincare');
  });
});
