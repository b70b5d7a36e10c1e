import { describe, expect, it } from 'vitest';
import {
  missingFeatureLabels,
  missingFeatures,
  missingFeaturesMessage,
  missingFeaturesOf,
  type ProposalTargeting,
  type TargetedProfile,
} from './missing-features.ts';
import { openTargeting } from './test/targeting.ts';

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

describe('missingFeaturesOf', () => {
  const complete: TargetedProfile = {
    reach: 20_000,
    locationKeys: ['BA', 'BA/salvador'],
    audience: { states: ['BA', 'SP'], minAge: 18, maxAge: 24, gender: 'female' },
  };
  const empty: TargetedProfile = { reach: null, locationKeys: [], audience: { states: [], minAge: null, maxAge: null, gender: null } };

  it('misses nothing on a proposal that targets no one in particular, whatever the profile', () => {
    expect(missingFeaturesOf(openTargeting, complete)).toEqual([]);
    expect(missingFeaturesOf(openTargeting, empty)).toEqual([]);
  });

  it('fails followers outside the range and passes at its bounds', () => {
    expect(missingFeaturesOf({ ...openTargeting, minFollowers: 20_001 }, complete)).toEqual(['followers']);
    expect(missingFeaturesOf({ ...openTargeting, maxFollowers: 19_999 }, complete)).toEqual(['followers']);
    expect(missingFeaturesOf({ ...openTargeting, minFollowers: 20_000, maxFollowers: 20_000 }, complete)).toEqual([]);
    expect(missingFeaturesOf({ ...openTargeting, minFollowers: 0 }, empty)).toEqual([]);
  });

  it('matches locations by any shared key', () => {
    expect(missingFeaturesOf({ ...openTargeting, locationKeys: ['BA/salvador'] }, complete)).toEqual([]);
    expect(missingFeaturesOf({ ...openTargeting, locationKeys: ['SP'] }, complete)).toEqual(['influencer_location']);
    expect(missingFeaturesOf({ ...openTargeting, audienceStates: ['SP', 'RJ'] }, complete)).toEqual([]);
    expect(missingFeaturesOf({ ...openTargeting, audienceStates: ['RJ'] }, complete)).toEqual(['audience_location']);
    expect(missingFeaturesOf({ ...openTargeting, audienceStates: [] }, empty)).toEqual([]);
  });

  it('matches the age bracket by overlap, an open end included', () => {
    expect(missingFeaturesOf({ ...openTargeting, audienceMinAge: 24 }, complete)).toEqual([]);
    expect(missingFeaturesOf({ ...openTargeting, audienceMinAge: 25 }, complete)).toEqual(['audience_age_range']);
    expect(missingFeaturesOf({ ...openTargeting, audienceMaxAge: 17 }, complete)).toEqual(['audience_age_range']);
    expect(missingFeaturesOf({ ...openTargeting, audienceMinAge: 13, audienceMaxAge: 18 }, complete)).toEqual([]);
  });

  it('fails the gender only when it differs', () => {
    expect(missingFeaturesOf({ ...openTargeting, audienceGender: 'female' }, complete)).toEqual([]);
    expect(missingFeaturesOf({ ...openTargeting, audienceGender: 'male' }, complete)).toEqual(['audience_gender']);
  });

  it('counts what the profile lacks as missing, in the order of the contract', () => {
    const targeted: ProposalTargeting = {
      minFollowers: 1000,
      maxFollowers: null,
      locationKeys: ['BA'],
      audienceStates: ['BA'],
      audienceMinAge: 18,
      audienceMaxAge: 24,
      audienceGender: 'female',
    };
    expect(missingFeaturesOf(targeted, empty)).toEqual([...missingFeatures]);
    expect(missingFeaturesOf(targeted, complete)).toEqual([]);
  });
});
