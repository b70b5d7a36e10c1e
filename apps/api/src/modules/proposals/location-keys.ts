import { normaliseText } from './search-text.ts';

interface Location {
  state: string;
  city: readonly string[];
}

const stateKey = (state: string) => state.trim().toUpperCase();
const cityKey = (state: string, city: string) => `${stateKey(state)}/${normaliseText(city)}`;

/**
 * The match keys of a proposal's locations: 'BA' for a whole state, 'BA/salvador' for each
 * city named. Stored beside the JSON so that matching a creator is an array overlap.
 */
export const proposalLocationKeys = (locations: readonly Location[]): string[] => [
  ...new Set(locations.flatMap(({ state, city }) => (city.length === 0 ? [stateKey(state)] : city.map((name) => cityKey(state, name))))),
];

/** The keys a creator living in `city`/`state` matches: the whole state and the city. None without a state. */
export const creatorLocationKeys = (state: string | null | undefined, city: string | null | undefined): string[] => {
  if (!state?.trim()) return [];
  return city?.trim() ? [stateKey(state), cityKey(state, city)] : [stateKey(state)];
};
