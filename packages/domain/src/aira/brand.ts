import type { ApplicationStatus, AudienceGender } from '../applications.ts';
import { formatCountOf, formatFollowers } from '../format.ts';
import type { Deliverables } from '../proposal-value.ts';
import { formatLocations, publicProposalDefaults, type ProposalLocation } from '../proposal-display.ts';
import { joinPtBR, rangeInWords } from '../text.ts';

/** What a brand decides on an application. */
export const applicationDecisions = ['accepted', 'rejected'] as const;
export type ApplicationDecision = (typeof applicationDecisions)[number];

/** How an application's status reads, to the brand and in the creator's 'Minhas candidaturas'. */
export const applicationStatusLabels: Record<ApplicationStatus, string> = { pending: 'Em análise', accepted: 'Aceita', rejected: 'Recusada' };

/** The brand's page and the creator's list name the audience gender a proposal targets. */
export const audienceGenderLabels: Record<AudienceGender, string> = { female: 'Feminino', male: 'Masculino' };

/** What a proposal targets, as its header on the brand's page shows it. */
export interface TargetingForSummary {
  niches: readonly string[];
  minFollowers: number | null;
  maxFollowers: number | null;
  locations: readonly ProposalLocation[];
  audienceStates: readonly string[];
  audienceMinAge: number | null;
  audienceMaxAge: number | null;
  audienceGender: AudienceGender | null;
}

/**
 * The targeting as labelled lines, only what the proposal asks for:
 * [{label: 'Seguidores', value: 'de 10k a 200k'}, {label: 'Gênero do público', value: 'Feminino'}].
 */
export function targetingSummary(targeting: TargetingForSummary): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  const niches = targeting.niches.filter((niche) => niche.trim() !== '');
  lines.push({ label: 'Nichos', value: niches.length > 0 ? joinPtBR(niches) : publicProposalDefaults.niches });
  const followers = rangeInWords(targeting.minFollowers, targeting.maxFollowers, formatFollowers);
  if (followers) lines.push({ label: 'Seguidores', value: followers });
  lines.push({ label: 'Localização', value: formatLocations(targeting.locations) });
  if (targeting.audienceStates.length > 0) lines.push({ label: 'Público por estado', value: joinPtBR(targeting.audienceStates) });
  const ages = rangeInWords(targeting.audienceMinAge, targeting.audienceMaxAge, String);
  if (ages) lines.push({ label: 'Faixa etária do público', value: `${ages} anos` });
  if (targeting.audienceGender) lines.push({ label: 'Gênero do público', value: audienceGenderLabels[targeting.audienceGender] });
  return lines;
}

const deliverableNouns: [keyof Deliverables, string, string][] = [
  ['totalPosts', 'post', 'posts'],
  ['totalStories', 'story', 'stories'],
  ['totalReels', 'reel', 'reels'],
  ['totalVideos', 'vídeo', 'vídeos'],
];

/** '2 posts · 1 story · 3 vídeos'; 'Sem entregas informadas' when all are zero. */
export function deliverablesSummary(offer: Deliverables): string {
  const parts = deliverableNouns.filter(([key]) => offer[key] > 0).map(([key, one, many]) => formatCountOf(offer[key], one, many));
  return parts.length > 0 ? parts.join(' · ') : 'Sem entregas informadas';
}
