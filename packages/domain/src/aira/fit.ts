import { missingFeatures, missingFeaturesOf, type MissingFeature, type ProposalTargeting, type TargetedProfile } from '../missing-features.ts';

/**
 * How well an applicant fits a proposal, as the brand's list shows it
 * (docs/product/brand-applicants.md "Fit"): one check per criterion the proposal targets.
 * Whether a criterion is met is the rule of `missingFeaturesOf`, the one the list of proposals
 * and the apply call use; only the niche, which does not gate applying, is compared here.
 */
export const fitCriteria = ['niche', ...missingFeatures] as const;
export type FitCriterion = (typeof fitCriteria)[number];

export const fitCriterionLabels: Record<FitCriterion, string> = {
  niche: 'Nicho',
  followers: 'Seguidores',
  influencer_location: 'Localização',
  audience_location: 'Público por estado',
  audience_age_range: 'Faixa etária do público',
  audience_gender: 'Gênero do público',
};

/** A proposal's targeting, with its niches (empty: every niche). */
export interface FitTargeting extends ProposalTargeting {
  niches: readonly string[];
}

/** An applicant's side; empty or null means the profile lacks that data. */
export interface FitProfile extends TargetedProfile {
  niches: readonly string[];
}

export interface FitCheck {
  criterion: FitCriterion;
  /** pt-BR, e.g. 'Faixa etária do público'. */
  label: string;
  /** null: the profile has no data for it ('sem dados'). */
  met: boolean | null;
}

export interface Fit {
  /** 0 to 100: 100 with every targeted criterion met, or when nothing is targeted. */
  score: number;
  checks: FitCheck[];
}

// A profile with no data fails exactly what a proposal targets: missingFeaturesOf with it
// names the targeted criteria without a second copy of what "targeted" means.
const EMPTY_PROFILE: TargetedProfile = { reach: null, locationKeys: [], audience: { states: [], minAge: null, maxAge: null, gender: null } };

const hasData: Record<MissingFeature, (profile: TargetedProfile) => boolean> = {
  followers: (profile) => profile.reach !== null,
  influencer_location: (profile) => profile.locationKeys.length > 0,
  audience_location: (profile) => profile.audience.states.length > 0,
  audience_age_range: (profile) => profile.audience.minAge !== null && profile.audience.maxAge !== null,
  audience_gender: (profile) => profile.audience.gender !== null,
};

const nicheKey = (niche: string) => niche.trim().toLocaleLowerCase('pt-BR');

/**
 * The applicant's fit: each targeted criterion met, not met, or unknown (no data). The score
 * counts a met criterion as 1, an unknown as ½ (the brand cannot tell yet) and one not met as
 * 0, over the criteria targeted, rounded to a whole percent.
 */
export function proposalFit(proposal: FitTargeting, profile: FitProfile): Fit {
  const checks: FitCheck[] = [];
  const niches = proposal.niches.map(nicheKey).filter(Boolean);
  if (niches.length > 0) {
    const own = profile.niches.map(nicheKey).filter(Boolean);
    checks.push({ criterion: 'niche', label: fitCriterionLabels.niche, met: own.length === 0 ? null : own.some((niche) => niches.includes(niche)) });
  }
  const failed = new Set(missingFeaturesOf(proposal, profile));
  for (const feature of missingFeaturesOf(proposal, EMPTY_PROFILE)) {
    checks.push({ criterion: feature, label: fitCriterionLabels[feature], met: hasData[feature](profile) ? !failed.has(feature) : null });
  }
  if (checks.length === 0) return { score: 100, checks };
  const points = checks.reduce((sum, check) => sum + (check.met === null ? 0.5 : check.met ? 1 : 0), 0);
  return { score: Math.round((100 * points) / checks.length), checks };
}

/** What the ranking reads of an applicant. */
export interface RankedApplicant {
  fit: { score: number };
  /** The largest follower count among the connected networks; null with none. */
  reach: number | null;
  /** ISO 8601. */
  createdAt: string;
  /** Breaks the last ties, so that the order never depends on the database's. */
  applicationId: string;
}

/** The brand's order: best fit first, then the larger audience, then who applied first. */
export function compareApplicants(a: RankedApplicant, b: RankedApplicant): number {
  return (
    b.fit.score - a.fit.score ||
    (b.reach ?? -1) - (a.reach ?? -1) ||
    Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
    (a.applicationId < b.applicationId ? -1 : a.applicationId > b.applicationId ? 1 : 0)
  );
}

/** A new array in the brand's order (`compareApplicants`). */
export const rankApplicants = <T extends RankedApplicant>(applicants: readonly T[]): T[] => [...applicants].sort(compareApplicants);
