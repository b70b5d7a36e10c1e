import { onFirstUse } from './first-use.ts';

const segmenter = onFirstUse(() => new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }));
const conjunction = onFirstUse(() => new Intl.ListFormat('pt-BR', { type: 'conjunction' }));

/**
 * The user-perceived characters of a text, so that cutting or picking a letter never
 * splits an emoji, a flag or an accent written as a combining mark.
 */
export const graphemes = (text: string): string[] => Array.from(segmenter().segment(text), ({ segment }) => segment);

/** A pt-BR list: 'a', 'a e b', 'a, b e c'. */
export const joinPtBR = (items: readonly string[]): string => conjunction().format(items);

/**
 * 'Ana Clara Souza' -> 'ana-clara-souza': the words of a text in lower-case ascii letters and
 * digits (accents dropped), joined by `separator` and cut to `maxLength` characters.
 */
export function slugify(text: string, separator: '-' | '_', maxLength: number): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const slug = words.join(separator).slice(0, maxLength);
  return slug.endsWith(separator) ? slug.slice(0, -1) : slug;
}

/** A range in words: 'de 10k a 200k', 'a partir de 10k', 'até 200k'; null when open at both ends (a minimum of 0 is no bound). */
export function rangeInWords(min: number | null, max: number | null, format: (value: number) => string): string | null {
  const from = min !== null && min > 0 ? min : null;
  if (from !== null && max !== null) return `de ${format(from)} a ${format(max)}`;
  if (from !== null) return `a partir de ${format(from)}`;
  if (max !== null) return `até ${format(max)}`;
  return null;
}
