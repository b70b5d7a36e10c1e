const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
const conjunction = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/**
 * The user-perceived characters of a text, so that cutting or picking a letter never
 * splits an emoji, a flag or an accent written as a combining mark.
 */
export const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), ({ segment }) => segment);

/** A pt-BR list: 'a', 'a e b', 'a, b e c'. */
export const joinPtBR = (items: readonly string[]): string => conjunction.format(items);
