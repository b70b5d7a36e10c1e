import { keysOf } from '../keys-of.ts';

/**
 * What Aira writes and what it costs (docs/product/aira.md). Every generated idea costs 1 credit:
 * N ideas spend N credits, a UGC script is one idea, and so is a voice-over.
 */
export const IDEA_COST = 1;
export const MIN_IDEAS = 1;
export const MAX_IDEAS = 10;
export const UGC_SCRIPT_COST = IDEA_COST;
export const VOICE_OVER_COST = IDEA_COST;

/** The credits a request for `count` ideas spends. */
export const ideasCost = (count: number): number => count * IDEA_COST;

/** The free theme and the fields the creator writes are bounded; prompts are data, never rules. */
export const MAX_THEME_LENGTH = 500;
export const MAX_BRIEF_FIELD_LENGTH = 300;

/** Who wrote a piece: a configured OpenAI-compatible model, or the built-in offline generator. */
export const aiProviderKinds = ['openai-compatible', 'offline'] as const;
export type AiProviderKind = (typeof aiProviderKinds)[number];

/** A paid request's course: charged and generating, then completed, or failed and refunded. */
export const generationStatuses = ['generating', 'completed', 'failed'] as const;
export type GenerationStatus = (typeof generationStatuses)[number];

/** Where the ideas' brief comes from: a proposal the creator looked at, or a theme of their own. */
export const ideaSources = ['proposal', 'theme'] as const;
export type IdeaSource = (typeof ideaSources)[number];

export const ugcDurations = [15, 30, 60] as const;
export type UgcDuration = (typeof ugcDurations)[number];

export const ugcToneLabels = {
  descontraido: 'Descontraído',
  divertido: 'Divertido',
  inspirador: 'Inspirador',
  educativo: 'Educativo',
  profissional: 'Profissional',
};
export type UgcTone = keyof typeof ugcToneLabels;
export const ugcTones = keysOf(ugcToneLabels);

export const ugcFormats = ['review', 'unboxing', 'tutorial', 'antes-e-depois', 'rotina', 'depoimento'] as const;
export type UgcFormat = (typeof ugcFormats)[number];
export const ugcFormatLabels: Record<UgcFormat, string> = {
  review: 'Review',
  unboxing: 'Unboxing',
  tutorial: 'Tutorial',
  'antes-e-depois': 'Antes e depois',
  rotina: 'Rotina (dia a dia)',
  depoimento: 'Depoimento',
};

/** 'Gerado por IA (gpt-4o-mini)' or 'Gerador offline (demonstração)': the screen says who wrote it. */
export function providerLabel(kind: AiProviderKind, model?: string | null): string {
  if (kind === 'offline') return 'Gerador offline (demonstração)';
  return model ? `Gerado por IA (${model})` : 'Gerado por IA';
}
