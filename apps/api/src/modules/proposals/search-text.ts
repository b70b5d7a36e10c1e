import { escapeLike } from '../../db/like-pattern.ts';

/**
 * Text as the search compares it: lower case, without accents, single spaces. `unaccent`
 * is not available on PGlite, so the app stores this form of each proposal's text and
 * normalises the query the same way ('Maçã' finds 'maca', 'CAFÉ' finds 'café').
 */
export const normaliseText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The stored search column of a proposal: name, brand and description. */
export const proposalSearchText = (proposal: { name: string; brandName: string; description?: string | null }): string =>
  normaliseText([proposal.name, proposal.brandName, proposal.description ?? ''].join(' '));

const MAX_SEARCH_WORDS = 8;

/**
 * The LIKE patterns of a query: one per word, all of which must match (so 'verão glow'
 * finds 'Glow de Verão'). LIKE's own wildcards in the query are matched literally.
 */
export const searchPatterns = (query: string | undefined): string[] =>
  normaliseText(query ?? '')
    .split(' ')
    .filter((word) => word !== '')
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => `%${escapeLike(word)}%`);
