import { randomUUID } from 'node:crypto';
import { encodeWav } from '../wav.ts';
import type { VoiceProvider } from './provider.ts';

const SAMPLE_RATE = 16_000;
const SYLLABLE_SECONDS = 0.16;
const MAX_SECONDS = 30;

/** Aborts like fetch does when the caller gives up while the demo "works". */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

/**
 * The labelled demonstration of a voice service (docs/product/voice-cloning.md "Providers"),
 * for the embedded default: a profile takes `delayMs` to be "made", and a voice-over is a real
 * WAV whose rhythm follows the text (a hum per syllable, pauses at spaces and punctuation),
 * never the creator's voice. The page says so: 'Modo de demonstração: ...'.
 */
export function createDemoVoiceProvider(options: { delayMs?: number } = {}): VoiceProvider {
  const delayMs = options.delayMs ?? 0;
  return {
    kind: 'demo',
    async createVoice(_input, signal) {
      await pause(delayMs, signal);
      return { voiceId: `demo-${randomUUID()}` };
    },
    async synthesize(_voiceId, text) {
      return { bytes: hummedText(text), contentType: 'audio/wav' };
    },
    async deleteVoice() {},
  };
}

/** A hum per group of letters, rising and falling with the letters, silent at breaks. */
function hummedText(text: string): Uint8Array<ArrayBuffer> {
  const units = [...text.slice(0, 2000)]
    .join('')
    .split(/(\s+|[.,;:!?]+)/)
    .filter((part) => part.length > 0)
    .flatMap((part) => (/^[\s.,;:!?]+$/.test(part) ? [part.trim() ? 'long' : 'short'] : chunk(part, 3)));
  const perUnit = Math.round(SYLLABLE_SECONDS * SAMPLE_RATE);
  const length = Math.min(Math.max(units.length, 4) * perUnit, MAX_SECONDS * SAMPLE_RATE);
  const samples = new Float32Array(length);
  units.forEach((unit, position) => {
    const start = position * perUnit;
    if (start >= length || unit === 'short' || unit === 'long') return;
    const pitch = 150 + ([...unit].reduce((sum, letter) => sum + (letter.codePointAt(0) ?? 0), 0) % 90);
    for (let index = 0; index < perUnit && start + index < length; index += 1) {
      const t = index / SAMPLE_RATE;
      const envelope = Math.sin((Math.PI * index) / perUnit);
      const wave = Math.sin(2 * Math.PI * pitch * t) + 0.35 * Math.sin(4 * Math.PI * pitch * t) + 0.15 * Math.sin(6 * Math.PI * pitch * t);
      samples[start + index] = 0.35 * envelope * wave;
    }
  });
  return encodeWav(samples, SAMPLE_RATE);
}

const chunk = (word: string, size: number) =>
  Array.from({ length: Math.ceil(word.length / size) }, (_, index) => word.slice(index * size, index * size + size));
