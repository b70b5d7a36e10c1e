import type { AiProviderKind, UgcFormat, UgcTone } from '@ma/domain';

/** What ideas are written for: a proposal's brief, or a theme of the creator's own. */
export type IdeaBrief =
  | { source: 'proposal'; proposalName: string; brandName: string; description: string | null; deliverables: string; niches: string[] }
  | { source: 'theme'; theme: string };

export interface IdeaDraft {
  hook: string;
  body: string;
  callToAction: string;
  caption: string;
  hashtags: string[];
}

export interface UgcBrief {
  product: string;
  audience: string;
  tone: UgcTone;
  durationSeconds: number;
  format: UgcFormat;
  /** The proposal it is for, when there is one. */
  brandName?: string | null;
}

export interface UgcSceneDraft {
  startSecond: number;
  endSecond: number;
  shows: string;
  says: string;
  onScreenText: string;
}

export interface UgcScriptDraft {
  title: string;
  scenes: UgcSceneDraft[];
  shotList: { shot: string; detail: string }[];
  caption: string;
}

/**
 * Aira's writer (docs/product/aira.md): an OpenAI-compatible model, or the offline generator.
 * Whatever the creator typed reaches it as data inside the brief; the rules (what is charged,
 * whose data is read, what shape comes back) are the server's and never the writer's.
 */
export interface AiWriter {
  kind: AiProviderKind;
  /** The model's name, shown beside what it wrote; null for the offline generator. */
  model: string | null;
  /** Yields `count` ideas, one at a time as each is ready; throws when it cannot. */
  ideas(brief: IdeaBrief, count: number, signal?: AbortSignal): AsyncIterable<IdeaDraft>;
  ugcScript(brief: UgcBrief, signal?: AbortSignal): Promise<UgcScriptDraft>;
}

/** The writer could not produce a valid answer (after its retries): the request is refunded. */
export class AiWriterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiWriterError';
  }
}
