import type { AiWriter } from './writers/writer.ts';

/** What Aira adds to the app's services (its manifest's `provide`). */
export interface AiraServices {
  /** Aira's writer: an OpenAI-compatible model, the offline generator, or none (aira.runtime.ts). */
  ai: AiWriter | null;
}

/** Its options, read from the environment by its `configure` (aira.runtime.ts). */
export interface AiraOptions {
  /** Aira's writer. Default: the offline generator; `null`: none (Aira answers AI_UNAVAILABLE). */
  ai?: AiWriter | null;
}
