import { describe, expect, it } from 'vitest';
import {
  missingFeatureLabels,
  missingFeatures,
  missingFeaturesMessage,
  missingFeaturesOf,
  targetingGaps,
  type ProfileWithPlace,
  type ProposalTargeting,
  type TargetedProfile,
  type TargetingGap,
  type TargetingWithPlaces,
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

describe('targetingGaps', () => {
  const open: TargetingWithPlaces = { ...openTargeting, locations: [] };
  const lacking: ProfileWithPlace = {
    reach: null,
    locationKeys: [],
    city: null,
    state: null,
    audience: { states: [], minAge: null, maxAge: null, gender: null },
  };
  const campinas: ProfileWithPlace = {
    reach: 8_250,
    locationKeys: ['SP', 'SP/campinas'],
    city: 'Campinas',
    state: 'SP',
    audience: { states: ['SP', 'RJ'], minAge: 18, maxAge: 24, gender: 'male' },
  };

  it('has nothing to say when the profile fits', () => {
    expect(targetingGaps(open, lacking)).toEqual([]);
    expect(targetingGaps({ ...open, minFollowers: 8_000, audienceGender: 'male' }, campinas)).toEqual([]);
  });

  // What the rows ask for, most of them twice: of a profile that does not say, and of one that differs.
  const tenToFiftyK = { minFollowers: 10_000, maxFollowers: 50_000 };
  const salvador = { locationKeys: ['BA/salvador'], locations: [{ state: 'BA', city: ['Salvador'] }] };
  const bahiaAndPernambuco = { audienceStates: ['BA', 'PE'] };
  const ages25To34 = { audienceMinAge: 25, audienceMaxAge: 34 };
  const women = { audienceGender: 'female' } as const;

  it.each<[string, Partial<TargetingWithPlaces>, ProfileWithPlace, TargetingGap]>([
    ['followers, no network', tenToFiftyK, lacking, { feature: 'followers', asks: 'de 10k a 50k seguidores', has: null }],
    ['followers, too few', tenToFiftyK, campinas, { feature: 'followers', asks: 'de 10k a 50k seguidores', has: '8,2k seguidores' }],
    [
      'followers, an open top',
      { minFollowers: 10_000 },
      campinas,
      { feature: 'followers', asks: 'a partir de 10k seguidores', has: '8,2k seguidores' },
    ],
    [
      'followers, an open bottom',
      { minFollowers: 0, maxFollowers: 5_000 },
      campinas,
      { feature: 'followers', asks: 'até 5k seguidores', has: '8,2k seguidores' },
    ],
    [
      'followers, one',
      { minFollowers: 10 },
      { ...campinas, reach: 1 },
      { feature: 'followers', asks: 'a partir de 10 seguidores', has: '1 seguidor' },
    ],
    ['location, none', salvador, lacking, { feature: 'influencer_location', asks: 'Salvador, BA', has: null }],
    ['location, another city', salvador, campinas, { feature: 'influencer_location', asks: 'Salvador, BA', has: 'Campinas, SP' }],
    [
      'location, several places',
      {
        locationKeys: ['BA/salvador', 'BA/ilheus', 'PE'],
        locations: [
          { state: 'BA', city: ['Salvador', 'Ilhéus'] },
          { state: 'PE', city: [] },
        ],
      },
      { ...campinas, city: null, locationKeys: ['SP'] },
      { feature: 'influencer_location', asks: 'Salvador, BA, Ilhéus, BA e PE', has: 'SP' },
    ],
    ['audience location, unknown', bahiaAndPernambuco, lacking, { feature: 'audience_location', asks: 'público em BA e PE', has: null }],
    [
      'audience location, elsewhere',
      bahiaAndPernambuco,
      campinas,
      { feature: 'audience_location', asks: 'público em BA e PE', has: 'público em SP e RJ' },
    ],
    ['audience age, unknown', ages25To34, lacking, { feature: 'audience_age_range', asks: 'público de 25 a 34 anos', has: null }],
    [
      'audience age, half known',
      { audienceMinAge: 25 },
      { ...campinas, audience: { ...campinas.audience, maxAge: null } },
      { feature: 'audience_age_range', asks: 'público a partir de 25 anos', has: null },
    ],
    [
      'audience age, another bracket',
      ages25To34,
      campinas,
      { feature: 'audience_age_range', asks: 'público de 25 a 34 anos', has: 'público de 18 a 24 anos' },
    ],
    [
      'audience age, an open bottom',
      { audienceMaxAge: 17 },
      campinas,
      { feature: 'audience_age_range', asks: 'público até 17 anos', has: 'público de 18 a 24 anos' },
    ],
    ['audience gender, unknown', women, lacking, { feature: 'audience_gender', asks: 'público feminino', has: null }],
    ['audience gender, the other', women, campinas, { feature: 'audience_gender', asks: 'público feminino', has: 'público masculino' }],
  ])('%s', (_case, targeting, profile, gap) => {
    expect(targetingGaps({ ...open, ...targeting }, profile)).toEqual([gap]);
  });

  it('names the same features as missingFeaturesOf, in its order', () => {
    const targeted: TargetingWithPlaces = {
      minFollowers: 1000,
      maxFollowers: null,
      locationKeys: ['BA'],
      locations: [{ state: 'BA', city: [] }],
      audienceStates: ['BA'],
      audienceMinAge: 25,
      audienceMaxAge: 34,
      audienceGender: 'female',
    };
    for (const profile of [lacking, campinas]) {
      expect(targetingGaps(targeted, profile).map((gap) => gap.feature)).toEqual(missingFeaturesOf(targeted, profile));
    }
    expect(targetingGaps(targeted, lacking).map((gap) => gap.feature)).toEqual([...missingFeatures]);
  });
});
