// The initial of a word is its first letter or digit with the marks that combine with it, so
// '(Ana)' gives 'A', 'E\u0301lida' gives 'É' whole, and a word that is only an emoji or
// punctuation gives none and is skipped. A regular expression, not Intl.Segmenter: the first
// segmenter a page makes loads ICU's break rules, a long task at the start of every signed-in
// page, all of which draw an avatar (issue #38).
const INITIAL = /[\p{L}\p{N}]\p{M}*/u;
const initialOf = (word: string): string | undefined => INITIAL.exec(word)?.[0].toLocaleUpperCase('pt-BR');

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
