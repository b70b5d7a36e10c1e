import { socialNetworks } from './social-networks.ts';

/** Account levels (docs/product/accounts-and-levels.md "Levels"). */
export const levels = ['bronze', 'silver', 'gold'] as const;
export type Level = (typeof levels)[number];

export const levelLabels: Record<Level, string> = {
  bronze: 'Bronze',
  silver: 'Prata',
  gold: 'Ouro',
};

export const levelLabel = (level: Level): string => levelLabels[level];

/** The route a level is steered to to make progress (bronze: finish the kit; silver: connect). */
export type LevelDestination = '/media-kit/edit' | '/media-kit/connect';

const nextStep: Partial<Record<string, LevelDestination>> = {
  bronze: '/media-kit/edit',
  silver: '/media-kit/connect',
};

/**
 * Where to go after a credentials or Google login (docs/product/routes-and-navigation.md).
 * Gold and unknown levels get `null`: the product shows no navigation for them.
 */
export const postLoginDestination = (level: string | null | undefined): LevelDestination | null =>
  (level && Object.hasOwn(nextStep, level) ? nextStep[level] : undefined) ?? null;

/** Where to go after signing in through a URL token; unlike a login, everyone else lands on home. */
export const tokenLoginDestination = (level: string | null | undefined): LevelDestination | '/' => postLoginDestination(level) ?? '/';

/** The media-kit fields that make a bronze account silver (docs/product/accounts-and-levels.md "Levels"). */
export interface MediaKitFields {
  name?: string | null;
  picture?: string | null;
  bio?: string | null;
  location?: string | null;
  niches?: readonly string[] | null;
}

// Blank strings come from cleared form fields and must not count as filled in.
const isFilled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** True when name, photo, bio and location are filled in and at least one niche is chosen. */
export const isMediaKitComplete = (kit: MediaKitFields): boolean =>
  isFilled(kit.name) && isFilled(kit.picture) && isFilled(kit.bio) && isFilled(kit.location) && (kit.niches ?? []).some(isFilled);

/** Gold needs both networks; one connected network alone leaves a creator where the kit puts them. */
export const GOLD_NETWORKS = socialNetworks;

/** The level an account has earned (docs/product/accounts-and-levels.md "Levels"); the server is its only writer. */
export const levelFor = (input: { mediaKitComplete: boolean; connectedNetworks: readonly string[] }): Level => {
  if (GOLD_NETWORKS.every((network) => input.connectedNetworks.includes(network))) return 'gold';
  return input.mediaKitComplete ? 'silver' : 'bronze';
};
