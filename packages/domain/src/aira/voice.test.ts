import { describe, expect, it } from 'vitest';
import { airaMessages } from './messages.ts';
import {
  formatSampleSize,
  formatVoiceDuration,
  isVoiceProfileActive,
  isVoiceProfilePending,
  MAX_VOICE_SAMPLE_BYTES,
  voiceProfileProblem,
  voiceSampleProblem,
  voiceSamplesTotalSeconds,
} from './voice.ts';

const seconds = (...durations: number[]) => durations.map((durationSeconds) => ({ durationSeconds }));

describe('a new voice sample', () => {
  it('is refused over 25 MB before anything else', () => {
    expect(voiceSampleProblem(seconds(100, 100, 100), { sizeBytes: MAX_VOICE_SAMPLE_BYTES + 1, durationSeconds: 2 })).toBe('VOICE_SAMPLE_TOO_LARGE');
    expect(voiceSampleProblem([], { sizeBytes: MAX_VOICE_SAMPLE_BYTES, durationSeconds: 20 })).toBeNull();
  });

  it('is refused as a fourth one', () => {
    expect(voiceSampleProblem(seconds(10, 10, 10), { sizeBytes: 1000, durationSeconds: 10 })).toBe('VOICE_SAMPLES_LIMIT');
    // The page knows the count before it knows the duration.
    expect(voiceSampleProblem(seconds(10, 10, 10), { sizeBytes: 1000 })).toBe('VOICE_SAMPLES_LIMIT');
    expect(voiceSampleProblem(seconds(10, 10), { sizeBytes: 1000 })).toBeNull();
  });

  it('needs 10 s of its own', () => {
    expect(voiceSampleProblem([], { sizeBytes: 1000, durationSeconds: 9.9 })).toBe('VOICE_SAMPLE_TOO_SHORT');
    expect(voiceSampleProblem([], { sizeBytes: 1000, durationSeconds: 10 })).toBeNull();
  });

  it('may not take the total past 5 minutes', () => {
    expect(voiceSampleProblem(seconds(200), { sizeBytes: 1000, durationSeconds: 100.5 })).toBe('VOICE_SAMPLES_TOO_LONG');
    expect(voiceSampleProblem(seconds(200), { sizeBytes: 1000, durationSeconds: 100 })).toBeNull();
  });
});

describe('a voice profile', () => {
  it('needs 30 s to 5 min of samples, then the consent', () => {
    expect(voiceProfileProblem([], true)).toBe('VOICE_SAMPLES_TOO_SHORT');
    expect(voiceProfileProblem(seconds(15, 14.9), true)).toBe('VOICE_SAMPLES_TOO_SHORT');
    expect(voiceProfileProblem(seconds(200, 101), true)).toBe('VOICE_SAMPLES_TOO_LONG');
    expect(voiceProfileProblem(seconds(15, 15), false)).toBe('VOICE_CONSENT_REQUIRED');
    expect(voiceProfileProblem(seconds(15, 15), true)).toBeNull();
    expect(voiceSamplesTotalSeconds(seconds(15, 15.5))).toBe(30.5);
  });

  it('blocks a new one unless it failed, and is followed while queued or processing', () => {
    expect(['queued', 'processing', 'ready', 'failed'].map((status) => isVoiceProfileActive(status as never))).toEqual([true, true, true, false]);
    expect(['queued', 'processing', 'ready', 'failed'].map((status) => isVoiceProfilePending(status as never))).toEqual([true, true, false, false]);
  });
});

describe('the texts of the samples', () => {
  it('reads durations and sizes the pt-BR way', () => {
    expect(formatVoiceDuration(12.4)).toBe('12 s');
    expect(formatVoiceDuration(65)).toBe('1 min 05 s');
    expect(formatSampleSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatSampleSize(820 * 1024)).toBe('820 KB');
    expect(formatSampleSize(10)).toBe('1 KB');
    expect(airaMessages.samplesTotal(65)).toBe('Total: 1 min 05 s (mínimo 30 s, máximo 5 min).');
    expect(airaMessages.voiceOverCost(1)).toBe('Gerar a narração custa 1 crédito.');
  });
});
