import type { Application, ApplicationStatus } from '@ma/api-client/schemas';

/**
 * How each application status reads and looks in 'Minhas candidaturas': a light badge of
 * `color` with `text` dark enough for AA contrast on it.
 */
export const applicationStatusView: Record<ApplicationStatus, { label: string; color: string; text: string }> = {
  pending: { label: 'Em análise', color: 'yellow', text: '#854d0e' },
  accepted: { label: 'Aceita', color: 'teal', text: '#065f46' },
  rejected: { label: 'Recusada', color: 'red', text: '#991b1b' },
};

type Deliverables = Pick<Application, 'totalPosts' | 'totalStories' | 'totalReels' | 'totalVideos'>;

const nouns: [keyof Deliverables, string, string][] = [
  ['totalPosts', 'post', 'posts'],
  ['totalStories', 'story', 'stories'],
  ['totalReels', 'reel', 'reels'],
  ['totalVideos', 'vídeo', 'vídeos'],
];

/** The deliverables offered, skipping zeros: '2 posts · 1 story · 3 vídeos'. */
export function deliverablesSummary(offer: Deliverables): string {
  const parts = nouns.filter(([key]) => offer[key] > 0).map(([key, one, many]) => `${offer[key]} ${offer[key] === 1 ? one : many}`);
  return parts.length > 0 ? parts.join(' · ') : 'Sem entregas informadas';
}
