import type { ApplicantCreator, FitCheck } from '@ma/api-client/schemas';
import { airaMessages, formatEngagement, formatFollowers, networkLabels, socialNetworks, type SocialNetwork } from '@ma/domain';

export interface NetworkLine {
  network: SocialNetwork;
  label: string;
  /** '48,7k seguidores', or 'não conectado'. */
  followers: string;
  /** '4,59% de engajamento', or null when not connected or not read yet. */
  engagement: string | null;
}

/** One line per network, in the order of the kit (Instagram, TikTok). */
export function networkLines(creator: Pick<ApplicantCreator, 'followers' | 'engagementRate'>): NetworkLine[] {
  return socialNetworks.map((network) => {
    const followers = creator.followers[network];
    const engagement = creator.engagementRate[network];
    return {
      network,
      label: networkLabels[network],
      followers: followers === null ? airaMessages.notConnected : `${formatFollowers(followers)} seguidores`,
      engagement: followers === null || engagement === null ? null : `${formatEngagement(engagement)} de engajamento`,
    };
  });
}

export type FitTone = 'met' | 'unmet' | 'unknown';

/** How a check reads: 'atende', 'não atende' or 'sem dados'. */
export const fitCheckView = (check: Pick<FitCheck, 'met'>): { tone: FitTone; text: string } =>
  check.met === null
    ? { tone: 'unknown', text: airaMessages.fitNoData }
    : check.met
      ? { tone: 'met', text: airaMessages.fitMet }
      : { tone: 'unmet', text: airaMessages.fitNotMet };

/** The score's colour: good (75+), partial (40+), weak. */
export const fitColor = (score: number): string => (score >= 75 ? 'teal' : score >= 40 ? 'yellow' : 'red');
