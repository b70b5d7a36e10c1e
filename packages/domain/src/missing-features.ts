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
