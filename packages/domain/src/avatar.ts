import { graphemes } from './text.ts';

// The initial of a word is its first letter or digit, so '(Ana)' gives 'A' and a word
// that is only an emoji or punctuation gives none and is skipped.
const initialOf = (word: string): string | undefined =>
  graphemes(word)
    .find((character) => /^[\p{L}\p{N}]/u.test(character))
    ?.toLocaleUpperCase('pt-BR');

/**
 * The avatar fallback: initials of the first and last word of a name, upper-cased
 * ('Ana Clara Souza' -> 'AS', 'Ana' -> 'A', blank -> ''). Accented and combined letters
 * stay whole ('élida ávila' -> 'ÉÁ').
 */
export const initials = (name: string | null | undefined): string => {
  const letters = (name ?? '')
    .split(/\s+/u)
    .map(initialOf)
    .filter((initial) => initial !== undefined);
  if (letters.length <= 1) return letters.join('');
  return `${letters[0] ?? ''}${letters[letters.length - 1] ?? ''}`;
};
