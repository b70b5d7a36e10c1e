import type { AiWriter } from './writer.ts';

/** The built-in generator (placeholder while it is written). */
export function createOfflineWriter(): AiWriter {
  return {
    kind: 'offline',
    model: null,
    async *ideas() {
      throw new Error('not written yet');
    },
    async ugcScript() {
      throw new Error('not written yet');
    },
  };
}
