import { levelFor, type Level } from './levels.ts';
import type { SocialNetwork } from './social-networks.ts';

/**
 * The steps from Bronze to Ouro, in the order the product asks for them
 * (docs/product/home-and-monetize.md): the kit makes Prata, the two networks make Ouro.
 */
export const levelSteps = ['media_kit', 'instagram', 'tiktok'] as const;
export type LevelStep = (typeof levelSteps)[number];

export interface LevelStepText {
  /** The checklist line. */
  label: string;
  /** The button of the step when it is the next one. */
  action: string;
  to: '/media-kit/edit' | '/media-kit/connect';
}

export const levelStepTexts: Record<LevelStep, LevelStepText> = {
  media_kit: { label: 'Completar o mídia kit', action: 'Completar mídia kit', to: '/media-kit/edit' },
  instagram: { label: 'Conectar o Instagram', action: 'Conectar Instagram', to: '/media-kit/connect' },
  tiktok: { label: 'Conectar o TikTok', action: 'Conectar TikTok', to: '/media-kit/connect' },
};

export interface LevelProgress {
  level: Level;
  steps: { step: LevelStep; done: boolean }[];
  /** The first step not done; null at Ouro with everything done. */
  nextStep: LevelStep | null;
}

/**
 * Where a creator stands on the way to Ouro, from the same facts `levelFor` reads, so that the
 * checklist and the level can never disagree.
 */
export function levelProgress(input: { mediaKitComplete: boolean; connectedNetworks: readonly SocialNetwork[] }): LevelProgress {
  const done: Record<LevelStep, boolean> = {
    media_kit: input.mediaKitComplete,
    instagram: input.connectedNetworks.includes('instagram'),
    tiktok: input.connectedNetworks.includes('tiktok'),
  };
  const steps = levelSteps.map((step) => ({ step, done: done[step] }));
  const level = levelFor(input);
  // Ouro needs only the two networks: a gold creator with an unfinished kit is still asked to finish it.
  return { level, steps, nextStep: steps.find((entry) => !entry.done)?.step ?? null };
}
