import { audienceGenderLabels } from './aira/brand.ts';
import type { AudienceGender } from './applications.ts';
import { countNoun, formatFollowers } from './format.ts';
import { keysOf } from './keys-of.ts';
import { formatPlace, kitLocation } from './media-kit/fields.ts';
import type { ProposalLocation } from './proposal-display.ts';
import { joinPtBR, rangeInWords } from './text.ts';

/** Profile data a proposal requires and the creator's profile lacks (docs/product/proposals.md), in the contract's order, with the pt-BR name of each. */
export const missingFeatureLabels = {
  followers: 'Número de seguidores',
  influencer_location: 'Localização',
  audience_location: 'Localização do público',
  audience_age_range: 'Faixa etária do público',
  audience_gender: 'Gênero do público',
};
export type MissingFeature = keyof typeof missingFeatureLabels;
export const missingFeatures = keysOf(missingFeatureLabels);

/** The first sentence of every reason a profile cannot apply. */
export const INCOMPATIBLE_PROFILE = 'Seu perfil não é compatível com esta proposta.';

/**
 * Why a profile cannot apply: 'Seu perfil não é compatível com esta proposta. Falta: A e B.'
 * Null when nothing is missing. Repeated keys are named once, in the order given.
 */
export const missingFeaturesMessage = (features: readonly MissingFeature[]): string | null => {
  const names = [...new Set(features)].map((feature) => missingFeatureLabels[feature]);
  return names.length === 0 ? null : `${INCOMPATIBLE_PROFILE} Falta: ${joinPtBR(names)}.`;
};

/** What a proposal targets (docs/product/proposals.md, "Targeting"); null or empty targets everyone. */
export interface ProposalTargeting {
  minFollowers: number | null;
  maxFollowers: number | null;
  /** 'BA' for a whole state, 'BA/salvador' for a city (the API's location keys). */
  locationKeys: readonly string[];
  audienceStates: readonly string[] | null;
  audienceMinAge: number | null;
  audienceMaxAge: number | null;
  audienceGender: AudienceGender | null;
}

/** A creator's side of the match; null or empty means the profile lacks that data. */
export interface TargetedProfile {
  /** The largest audience among the connected networks; null with none connected. */
  reach: number | null;
  locationKeys: readonly string[];
  audience: { states: readonly string[]; minAge: number | null; maxAge: number | null; gender: AudienceGender | null };
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((value) => b.includes(value));

/**
 * The features a proposal targets that this profile fails (data outside the target) or lacks
 * (no data), in the order of `missingFeatures`. The API's SQL conditions (proposal-match.ts)
 * filter `onlyEligible` by the same rule; a test runs both over the same cases.
 */
export function missingFeaturesOf(proposal: ProposalTargeting, profile: TargetedProfile): MissingFeature[] {
  const { reach, locationKeys, audience } = profile;
  const followersTargeted = (proposal.minFollowers ?? 0) > 0 || proposal.maxFollowers !== null;
  const ageTargeted = proposal.audienceMinAge !== null || proposal.audienceMaxAge !== null;
  const audienceStates = proposal.audienceStates ?? [];
  const failed: Record<MissingFeature, boolean> = {
    followers:
      reach === null ? followersTargeted : (proposal.minFollowers ?? 0) > reach || (proposal.maxFollowers !== null && proposal.maxFollowers < reach),
    influencer_location: proposal.locationKeys.length > 0 && !overlaps(proposal.locationKeys, locationKeys),
    audience_location: audienceStates.length > 0 && !overlaps(audienceStates, audience.states),
    // Ranges overlap: the audience's predominant bracket meets the targeted one.
    audience_age_range:
      ageTargeted &&
      (audience.minAge === null ||
        audience.maxAge === null ||
        !((proposal.audienceMinAge ?? 0) <= audience.maxAge && (proposal.audienceMaxAge ?? 200) >= audience.minAge)),
    audience_gender: proposal.audienceGender !== null && proposal.audienceGender !== audience.gender,
  };
  return missingFeatures.filter((feature) => failed[feature]);
}

/**
 * One reason a profile cannot apply, in pt-BR: what the proposal asks ('Salvador, BA') and what
 * the profile has ('Campinas, SP'), or `has: null` when the profile lacks that data (no network
 * connected, no city and state), so that the screen can offer what fixes it.
 */
export interface TargetingGap {
  feature: MissingFeature;
  asks: string;
  has: string | null;
}

/** The targeting with the places as the brand wrote them (the keys alone are normalised). */
export type TargetingWithPlaces = ProposalTargeting & { locations: readonly ProposalLocation[] };
/** The profile with where the creator lives, as she wrote it. */
export type ProfileWithPlace = TargetedProfile & { city: string | null; state: string | null };

/** 'Salvador, BA' for each city named, 'BA' for a whole state; null with none. */
const places = (locations: readonly ProposalLocation[]): string | null =>
  locations.length === 0
    ? null
    : joinPtBR(locations.flatMap(({ state, city }) => (city.length === 0 ? [state] : city.map((name) => kitLocation(name, state) ?? state))));

const followersText = (min: number | null, max: number | null) => {
  const words = rangeInWords(min, max, formatFollowers);
  return words && `${words} seguidores`;
};
const reachText = (reach: number | null) => (reach === null ? null : `${formatFollowers(reach)} ${countNoun(reach, 'seguidor', 'seguidores')}`);
const audienceStatesText = (states: readonly string[] | null) => (states?.length ? `público em ${joinPtBR(states)}` : null);
const audienceAgeText = (min: number | null, max: number | null) => {
  const words = rangeInWords(min, max, String);
  return words && `público ${words} anos`;
};
const audienceGenderText = (gender: AudienceGender | null) => (gender === null ? null : `público ${audienceGenderLabels[gender].toLowerCase()}`);

/**
 * For each feature `missingFeaturesOf` finds, what the proposal asks and what this profile has
 * (docs/product/proposals.md): 'de 10k a 50k seguidores' against '8,2k seguidores', or null
 * when the profile lacks that data. A failed feature is always one the proposal targets, so
 * `asks` is never empty.
 */
export function targetingGaps(proposal: TargetingWithPlaces, profile: ProfileWithPlace): TargetingGap[] {
  const { reach, audience } = profile;
  const texts: Record<MissingFeature, [asks: string | null, has: string | null]> = {
    followers: [followersText(proposal.minFollowers, proposal.maxFollowers), reachText(reach)],
    influencer_location: [places(proposal.locations), profile.locationKeys.length > 0 ? formatPlace(profile.city, profile.state) : null],
    audience_location: [audienceStatesText(proposal.audienceStates), audienceStatesText(audience.states)],
    // The profile's bracket counts only with both ends, as in `missingFeaturesOf`.
    audience_age_range: [
      audienceAgeText(proposal.audienceMinAge, proposal.audienceMaxAge),
      audience.minAge === null || audience.maxAge === null ? null : audienceAgeText(audience.minAge, audience.maxAge),
    ],
    audience_gender: [audienceGenderText(proposal.audienceGender), audienceGenderText(audience.gender)],
  };
  return missingFeaturesOf(proposal, profile).map((feature) => {
    const [asks, has] = texts[feature];
    return { feature, asks: asks ?? '', has };
  });
}
