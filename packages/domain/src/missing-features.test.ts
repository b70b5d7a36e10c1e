import { describe, expect, it } from 'vitest';
import { missingFeatureLabels, missingFeatures, missingFeaturesMessage } from './missing-features.ts';

describe('missingFeatureLabels', () => {
  it('names every feature in pt-BR', () => {
    expect(missingFeatures.map((feature) => missingFeatureLabels[feature])).toEqual([
      'Número de seguidores',
      'Localização',
      'Localização do público',
      'Faixa etária do público',
      'Gênero do público',
    ]);
  });
});

describe('missingFeaturesMessage', () => {
  const prefix = 'Seu perfil não é compatível com esta proposta. Falta:';

  it('is null when nothing is missing', () => {
    expect(missingFeaturesMessage([])).toBeNull();
  });

  it('names one feature', () => {
    expect(missingFeaturesMessage(['audience_gender'])).toBe(`${prefix} Gênero do público.`);
  });

  it('joins two features with "e"', () => {
    expect(missingFeaturesMessage(['followers', 'audience_location'])).toBe(`${prefix} Número de seguidores e Localização do público.`);
  });

  it('joins three or more with commas and a final "e", naming repeats once', () => {
    expect(missingFeaturesMessage(['followers', 'influencer_location', 'followers', 'audience_age_range'])).toBe(
      `${prefix} Número de seguidores, Localização e Faixa etária do público.`,
    );
  });
});
