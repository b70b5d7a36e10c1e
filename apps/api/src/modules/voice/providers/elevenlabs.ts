import { z } from 'zod';
import { createProviderHttp, isRetryableStatus, isSuccess, type ProviderAnswer, type ProviderRequest } from '../../../lib/provider-http.ts';
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
  /** Waits between attempts: base × 2^n, or the Retry-After asked (seconds or an HTTP date, at most 10 s). */
  backoffMs?: number;
  fetch?: typeof fetch;
}

const createdVoice = z.object({ voice_id: z.string().trim().min(1).max(200) });

/**
 * An ElevenLabs-compatible voice service (docs/product/voice-cloning.md "Providers"):
 * `POST /v1/voices/add` (multipart: name, files[]) makes a voice, `POST /v1/text-to-speech/{id}`
 * reads a text as MP3, `DELETE /v1/voices/{id}` removes it; the key goes in `xi-api-key`.
 */
export function createElevenLabsClient(options: ElevenLabsOptions): VoiceProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const modelId = options.modelId ?? 'eleven_multilingual_v2';
  const send = createProviderHttp({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 60_000,
    attempts: options.attempts ?? 3,
    backoffMs: options.backoffMs ?? 500,
    failure: (error) => new VoiceProviderError('The voice service did not answer', { transient: true, cause: error }),
  });

  /** One call, retried on what may pass; a refusal or the last failure is a VoiceProviderError. */
  async function request(path: string, init: Omit<ProviderRequest, 'url'>, allow404 = false): Promise<ProviderAnswer | null> {
    const answer = await send({ ...init, url: `${base}${path}` });
    if (isSuccess(answer.status)) return answer;
    if (allow404 && answer.status === 404) return null;
    if (isRetryableStatus(answer.status)) throw new VoiceProviderError(`The voice service kept failing (${answer.status})`, { transient: true });
    const rejected = answer.status === 400 || answer.status === 422;
    throw new VoiceProviderError(`The voice service refused ${path} (${answer.status})`, { transient: false, rejected });
  }

  const headers = { 'xi-api-key': options.apiKey };

  return {
    kind: 'elevenlabs',
    async createVoice({ name, samples }, signal) {
      const form = new FormData();
      form.append('name', name);
      for (const sample of samples) form.append('files', new Blob([Uint8Array.from(sample.bytes)], { type: sample.contentType }), sample.fileName);
      const answer = await request('/v1/voices/add', { method: 'POST', headers, body: form, signal });
      const parsed = createdVoice.safeParse(answer?.body);
      if (!parsed.success) throw new VoiceProviderError('The voice service answered without a voice id', { transient: true });
      return { voiceId: parsed.data.voice_id };
    },
    async synthesize(voiceId, text, signal): Promise<VoiceAudio> {
      const answer = await request(`/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=mp3_44100_128`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'audio/mpeg' },
        body: JSON.stringify({ text, model_id: modelId }),
        signal,
      });
      const bytes = answer?.bytes ?? new Uint8Array();
      if (bytes.length === 0) throw new VoiceProviderError('The voice service answered no audio', { transient: true });
      const type = answer?.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      return { bytes, contentType: /^audio\/[\w.+-]+$/.test(type) ? type : 'audio/mpeg' };
    },
    async deleteVoice(voiceId, signal) {
      await request(`/v1/voices/${encodeURIComponent(voiceId)}`, { method: 'DELETE', headers, signal }, true);
    },
  };
}
