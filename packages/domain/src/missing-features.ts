import type { AudienceGender } from './applications.ts';
import { joinPtBR } from './text.ts';

/** Profile data a proposal requires and the creator's profile lacks (docs/product/proposals.md). */
export const missingFeatures = ['followers', 'influencer_location', 'audience_location', 'audience_age_range', 'audience_gender'] as const;
export type MissingFeature = (typeof missingFeatures)[number];

/** The pt-BR name of each missing feature. */
export const missingFeatureLabels: Record<MissingFeature, string> = {
  followers: 'Número de seguidores',
  influencer_location: 'Localização',
  audience_location: 'Localização do público',
  audience_age_range: 'Faixa etária do público',
  audience_gender: 'Gênero do público',
};

/**
 * Why a profile cannot apply: 'Seu perfil não é compatível com esta proposta. Falta: A e B.'
 * Null when nothing is missing. Repeated keys are named once, in the order given.
 */
export const missingFeaturesMessage = (features: readonly MissingFeature[]): string | null => {
  const names = [...new Set(features)].map((feature) => missingFeatureLabels[feature]);
  return names.length === 0 ? null : `Seu perfil não é compatível com esta proposta. Falta: ${joinPtBR(names)}.`;
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
