import { describe, expect, it } from 'vitest';
import { openTargeting } from '../test/targeting.ts';
import { compareApplicants, proposalFit, rankApplicants, type FitProfile, type FitTargeting, type RankedApplicant } from './fit.ts';

// The demo's Campanha Dia das Mães: niches, MG or SP, a female audience of 25 to 44.
const targeted: FitTargeting = {
  ...openTargeting,
  niches: ['Maternidade', 'Casa e decoração'],
  minFollowers: 10_000,
  maxFollowers: 200_000,
  locationKeys: ['MG', 'SP'],
  audienceStates: ['MG', 'SP'],
  audienceMinAge: 25,
  audienceMaxAge: 44,
  audienceGender: 'female',
};

const noData: FitProfile = { niches: [], reach: null, locationKeys: [], audience: { states: [], minAge: null, maxAge: null, gender: null } };
const fitting: FitProfile = {
  niches: ['Culinária', 'maternidade '],
  reach: 50_000,
  locationKeys: ['MG', 'MG/belo horizonte'],
  audience: { states: ['MG'], minAge: 25, maxAge: 34, gender: 'female' },
};

const labels = ['Nicho', 'Seguidores', 'Localização', 'Público por estado', 'Faixa etária do público', 'Gênero do público'];

describe('proposalFit', () => {
  it('scores 100 with no check when the proposal targets nothing', () => {
    expect(proposalFit(openTargeting, noData)).toEqual({ score: 100, checks: [] });
    expect(proposalFit({ ...openTargeting, niches: ['  '] }, fitting)).toEqual({ score: 100, checks: [] });
  });

  it('checks each targeted criterion in order, pt-BR labelled, and scores 100 when all are met', () => {
    const fit = proposalFit(targeted, fitting);
    expect(fit.checks.map((check) => check.label)).toEqual(labels);
    expect(fit.checks.map((check) => check.met)).toEqual([true, true, true, true, true, true]);
    expect(fit.score).toBe(100);
  });

  it('says "no data" (null) for what the profile lacks, worth half a criterion', () => {
    const fit = proposalFit(targeted, noData);
    expect(fit.checks.map((check) => check.met)).toEqual([null, null, null, null, null, null]);
    expect(fit.score).toBe(50);
  });

  it('marks a known mismatch as not met, worth nothing', () => {
    const fit = proposalFit(targeted, {
      niches: ['Games'],
      reach: 500_000,
      locationKeys: ['BA', 'BA/salvador'],
      audience: { states: ['BA'], minAge: 13, maxAge: 17, gender: 'male' },
    });
    expect(fit.checks.map((check) => check.met)).toEqual([false, false, false, false, false, false]);
    expect(fit.score).toBe(0);
  });

  it('follows the apply rules: followers within the range, age brackets that overlap, a city inside a targeted state', () => {
    const check = (profile: Partial<FitProfile>, criterion: string) =>
      proposalFit(targeted, { ...fitting, ...profile }).checks.find((item) => item.criterion === criterion)?.met;
    expect(check({ reach: 10_000 }, 'followers')).toBe(true);
    expect(check({ reach: 9_999 }, 'followers')).toBe(false);
    expect(check({ reach: 200_001 }, 'followers')).toBe(false);
    expect(check({ audience: { ...fitting.audience, minAge: 40, maxAge: 60 } }, 'audience_age_range')).toBe(true);
    expect(check({ audience: { ...fitting.audience, minAge: 45, maxAge: 60 } }, 'audience_age_range')).toBe(false);
    expect(check({ audience: { ...fitting.audience, minAge: 25, maxAge: null } }, 'audience_age_range')).toBeNull();
    expect(check({ locationKeys: ['SP', 'SP/campinas'] }, 'influencer_location')).toBe(true);
  });

  it('only checks what is targeted: a minimum of 0 followers and no maximum is no check', () => {
    const fit = proposalFit({ ...openTargeting, minFollowers: 0, audienceGender: 'male' }, fitting);
    expect(fit.checks).toEqual([{ criterion: 'audience_gender', label: 'Gênero do público', met: false }]);
    expect(fit.score).toBe(0);
  });

  it('rounds to a whole percent: 2 met, 1 unknown, 3 not met is 42', () => {
    const fit = proposalFit(targeted, {
      niches: ['Maternidade'],
      reach: 1_000,
      locationKeys: ['MG'],
      audience: { states: ['BA'], minAge: null, maxAge: null, gender: 'male' },
    });
    expect(fit.checks.map((check) => check.met)).toEqual([true, false, true, false, null, false]);
    expect(fit.score).toBe(42);
  });
});

describe('rankApplicants', () => {
  const applicant = (id: string, score: number, reach: number | null, createdAt: string): RankedApplicant => ({
    applicationId: id,
    fit: { score },
    reach,
    createdAt,
  });

  it('orders by fit, then by the larger audience (none last), then by who applied first', () => {
    const ranked = rankApplicants([
      applicant('a', 50, 900_000, '2026-03-01T10:00:00Z'),
      applicant('b', 100, 1_000, '2026-03-02T10:00:00Z'),
      applicant('c', 75, null, '2026-03-01T09:00:00Z'),
      applicant('d', 75, 20_000, '2026-03-03T10:00:00Z'),
      applicant('e', 75, 20_000, '2026-03-02T10:00:00Z'),
      applicant('f', 75, 0, '2026-03-01T08:00:00Z'),
    ]);
    expect(ranked.map((item) => item.applicationId)).toEqual(['b', 'e', 'd', 'f', 'c', 'a']);
  });

  it('breaks a full tie by application id, whatever the input order', () => {
    const one = applicant('x1', 80, 10, '2026-03-01T10:00:00Z');
    const two = applicant('x2', 80, 10, '2026-03-01T10:00:00Z');
    expect(rankApplicants([two, one])).toEqual([one, two]);
    expect(compareApplicants(one, one)).toBe(0);
  });
});
