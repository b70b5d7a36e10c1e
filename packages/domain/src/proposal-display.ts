import { formatDate } from './format.ts';
import { graphemes } from './text.ts';

/** Widths below this (in px) use the narrow layout (docs/product/proposals.md). */
export const NARROW_LAYOUT_MAX_WIDTH = 600;

/** True below 600 px; exactly 600 px is already the wide layout. */
export const isNarrowLayout = (viewportWidth: number): boolean => viewportWidth < NARROW_LAYOUT_MAX_WIDTH;

/** How many characters of a proposal name fit each layout. */
export const PROPOSAL_NAME_MAX_NARROW = 30;
export const PROPOSAL_NAME_MAX_WIDE = 50;

/**
 * A proposal name cut to 30 characters on narrow screens and 50 otherwise, with '…'
 * when cut. Counts user-perceived characters so an emoji is never split in half.
 */
export const truncateProposalName = (name: string, viewportWidth: number): string => {
  const max = isNarrowLayout(viewportWidth) ? PROPOSAL_NAME_MAX_NARROW : PROPOSAL_NAME_MAX_WIDE;
  // No more UTF-16 units than `max` is no more characters: most names are never segmented.
  if (name.length <= max) return name;
  const characters = graphemes(name);
  return characters.length <= max ? name : `${characters.slice(0, max).join('').trimEnd()}…`;
};

/** A place a proposal is open to: a state (UF) and, optionally, some of its cities. */
export interface ProposalLocation {
  state: string;
  city: readonly string[];
}

/** Locations for display: 'SP (São Paulo, Campinas), RJ', or 'Brasil todo' when none. */
export const formatLocations = (locations: readonly ProposalLocation[] | null | undefined): string => {
  const parts = (locations ?? []).map(({ state, city }) => (city.length > 0 ? `${state} (${city.join(', ')})` : state));
  return parts.length > 0 ? parts.join(', ') : publicProposalDefaults.locations;
};

/** What the public proposal page shows for missing fields (docs/product/proposals.md). */
export const publicProposalDefaults = {
  maxFollowers: 1_000_000,
  minFollowers: 0,
  description: 'Sem descrição',
  validity: 'Sempre ativa',
  locations: 'Brasil todo',
  niches: 'Todos os nichos',
} as const;

/** The proposal fields that have a public default; all may be missing. */
export interface PublicProposalFields {
  description?: string | null;
  minFollowers?: number | null;
  maxFollowers?: number | null;
  validUntil?: string | null;
  locationOfInfluencer?: readonly ProposalLocation[] | null;
  categoriesOfInfluencer?: readonly string[] | null;
}

/** The display-ready fields that replace them. */
export interface PublicProposalDisplay {
  description: string;
  minFollowers: number;
  maxFollowers: number;
  /** 'dd/mm/aaaa' of validUntil, or 'Sempre ativa'. */
  validity: string;
  locations: string;
  niches: string;
}

const orDefault = (text: string | null | undefined, fallback: string): string => (text && text.trim() !== '' ? text : fallback);

/** A proposal with every public default applied, keeping its other fields as they are. */
export const withPublicProposalDefaults = <T extends PublicProposalFields>(
  proposal: T,
): Omit<T, keyof PublicProposalDisplay> & PublicProposalDisplay => ({
  ...proposal,
  description: orDefault(proposal.description, publicProposalDefaults.description),
  minFollowers: proposal.minFollowers ?? publicProposalDefaults.minFollowers,
  maxFollowers: proposal.maxFollowers ?? publicProposalDefaults.maxFollowers,
  validity: orDefault(proposal.validUntil ? formatDate(proposal.validUntil) : null, publicProposalDefaults.validity),
  locations: formatLocations(proposal.locationOfInfluencer),
  niches: orDefault(proposal.categoriesOfInfluencer?.filter((niche) => niche.trim() !== '').join(', '), publicProposalDefaults.niches),
});
