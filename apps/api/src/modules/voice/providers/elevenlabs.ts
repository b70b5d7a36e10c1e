import { z } from 'zod';
import { VoiceProviderError, type VoiceAudio, type VoiceProvider } from './provider.ts';

export interface ElevenLabsOptions {
  /** The service's origin, without /v1: 'https://api.elevenlabs.io' or a compatible server. */
  baseUrl: string;
  apiKey: string;
  /** The speech model; a multilingual one reads pt-BR. */
  modelId?: string;
  /** Per attempt. Uploading samples and reading 2,000 characters both fit in a minute. */
  timeoutMs?: number;
  /** Attempts on a 429, a 5xx, a timeout or a dropped connection. */
  attempts?: number;
  /** Waits between attempts: base × 2^n, or the Retry-After asked (at most 10 s). */
  backoffMs?: number;
  fetch?: typeof fetch;
}

const createdVoice = z.object({ voice_id: z.string().trim().min(1).max(200) });
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * An ElevenLabs-compatible voice service (docs/product/voice-cloning.md "Providers"):
 * `POST /v1/voices/add` (multipart: name, files[]) makes a voice, `POST /v1/text-to-speech/{id}`
 * reads a text as MP3, `DELETE /v1/voices/{id}` removes it; the key goes in `xi-api-key`.
 */
export function createElevenLabsClient(options: ElevenLabsOptions): VoiceProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const modelId = options.modelId ?? 'eleven_multilingual_v2';

  /** One call, retried on what may pass; a refusal or the last failure is a VoiceProviderError. */
  async function request(path: string, init: () => RequestInit, signal?: AbortSignal, allow404 = false): Promise<Response | null> {
    for (let attempt = 1; ; attempt += 1) {
      let waitMs = backoffMs * 2 ** (attempt - 1);
      try {
        const response = await send(`${base}${path}`, {
          ...init(),
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
        });
        if (response.ok) return response;
        await response.body?.cancel();
        if (allow404 && response.status === 404) return null;
        if (response.status !== 429 && response.status < 500) {
          const rejected = response.status === 400 || response.status === 422;
          throw new VoiceProviderError(`The voice service refused ${path} (${response.status})`, { transient: false, rejected });
        }
        const retryAfter = Number(response.headers.get('retry-after'));
        if (Number.isFinite(retryAfter) && retryAfter > 0) waitMs = Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS);
        if (attempt >= attempts) throw new VoiceProviderError(`The voice service kept failing (${response.status})`, { transient: true });
      } catch (error) {
        if (error instanceof VoiceProviderError) throw error;
        if (signal?.aborted) throw error;
        if (attempt >= attempts) throw new VoiceProviderError('The voice service did not answer', { transient: true, cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  const headers = { 'xi-api-key': options.apiKey };

  return {
    kind: 'elevenlabs',
    async createVoice({ name, samples }, signal) {
      const response = await request(
        '/v1/voices/add',
        () => {
          // A new body per attempt: a sent FormData stream cannot be read twice.
          const form = new FormData();
          form.append('name', name);
          for (const sample of samples)
            form.append('files', new Blob([Uint8Array.from(sample.bytes)], { type: sample.contentType }), sample.fileName);
          return { method: 'POST', headers, body: form };
        },
        signal,
      );
      const parsed = createdVoice.safeParse(await response?.json().catch(() => null));
      if (!parsed.success) throw new VoiceProviderError('The voice service answered without a voice id', { transient: true });
      return { voiceId: parsed.data.voice_id };
    },
    async synthesize(voiceId, text, signal): Promise<VoiceAudio> {
      const response = await request(
        `/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=mp3_44100_128`,
        () => ({
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: 'audio/mpeg' },
          body: JSON.stringify({ text, model_id: modelId }),
        }),
        signal,
      );
      const bytes = new Uint8Array((await response?.arrayBuffer()) ?? new ArrayBuffer(0));
      if (bytes.length === 0) throw new VoiceProviderError('The voice service answered no audio', { transient: true });
      const type = response?.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      return { bytes, contentType: /^audio\/[\w.+-]+$/.test(type) ? type : 'audio/mpeg' };
    },
    async deleteVoice(voiceId, signal) {
      await request(`/v1/voices/${encodeURIComponent(voiceId)}`, () => ({ method: 'DELETE', headers }), signal, true);
    },
  };
}
