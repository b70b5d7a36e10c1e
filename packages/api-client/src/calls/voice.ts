import type { ApiClient } from '../client/create-client.ts';
import {
  createdVoiceOverSchema,
  voiceCloningSchema,
  voiceOversSchema,
  voiceProfileSchema,
  voiceSampleSchema,
  type VoiceOverRequestInput,
} from '../schemas/voice.ts';
import { paidBody } from './paid.ts';

/** The samples, the profile and which voice service this server has. */
export const getVoiceCloning = (api: ApiClient) => api.request('get', '/v3/voice-cloning', { schema: voiceCloningSchema });

/** Sends one sample (MP3, WAV, M4A or OGG, checked by its content on the server), with its file name. */
export function uploadVoiceSample(api: ApiClient, file: Blob, fileName?: string) {
  const form = new FormData();
  form.append('sample', file, fileName ?? (file instanceof File ? file.name : 'amostra'));
  return api.request('post', '/v3/voice-cloning/samples', { form, schema: voiceSampleSchema });
}

export const deleteVoiceSample = (api: ApiClient, id: string) => api.request('delete', `/v3/voice-cloning/samples/${encodeURIComponent(id)}`);

/** Queues the profile; only with the creator's consent. */
export const createVoiceProfile = (api: ApiClient, consent: boolean) =>
  api.request('post', '/v3/voice-cloning/profile', { json: { consent }, schema: voiceProfileSchema });

/** Deletes the profile and every sample (files included). */
export const deleteVoiceProfile = (api: ApiClient) => api.request('delete', '/v3/voice-cloning/profile');

/** A voice-over (1 credit); `idempotencyKey` as `paidBody` says, one per click of 'Gerar narração'. */
export const createVoiceOver = (api: ApiClient, payload: VoiceOverRequestInput, idempotencyKey: string) =>
  api.request('post', '/v3/voice-cloning/voice-overs', { ...paidBody(payload, idempotencyKey), schema: createdVoiceOverSchema });

export const getVoiceOvers = (api: ApiClient) => api.request('get', '/v3/voice-cloning/voice-overs', { schema: voiceOversSchema });

/** A voice-over's audio as it was stored (audio/mpeg or audio/wav), for an object URL. */
export const getVoiceOverAudio = async (api: ApiClient, id: string): Promise<Blob> =>
  (await api.request('get', `/v3/voice-cloning/voice-overs/${encodeURIComponent(id)}/audio`, { blob: true })) as Blob;
