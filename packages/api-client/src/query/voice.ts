import { isVoiceProfilePending } from '@ma/domain';
import type { ApiClient } from '../client/create-client.ts';
import type { VoiceCloning, VoiceOverRequestInput } from '../schemas/voice.ts';
import { mutationOf, queryOf, voiceCalls } from './calls.ts';

/** Voice cloning (docs/product/voice-cloning.md); a voice-over also refreshes `creditKeys.all`. */
export const voiceKeys = {
  all: ['voice'] as const,
  state: () => [...voiceKeys.all, 'state'] as const,
  voiceOvers: () => [...voiceKeys.all, 'voice-overs'] as const,
  audio: (id: string) => [...voiceKeys.all, 'audio', id] as const,
};

/** How often the page asks for news while the profile is queued or processing. */
export const VOICE_PROFILE_POLL_MS = 2000;

/**
 * The samples, the profile and the provider, in one answer. While the profile is on its way the
 * query asks again every 2 s, so the page follows it without a reload, and stops once it is
 * ready or failed.
 */
export const voiceCloningQueryOptions = (api: ApiClient) => ({
  queryKey: voiceKeys.state(),
  queryFn: async () => (await voiceCalls()).getVoiceCloning(api),
  refetchInterval: (query: { state: { data: VoiceCloning | undefined } }) => {
    const status = query.state.data?.profile?.status;
    return status && isVoiceProfilePending(status) ? VOICE_PROFILE_POLL_MS : false;
  },
});

export const voiceOversQueryOptions = queryOf(voiceCalls, voiceKeys.voiceOvers, (calls) => calls.getVoiceOvers);

/** A voice-over's audio: it never changes, so it is fetched once while the page is open. */
export const voiceOverAudioQueryOptions = queryOf(voiceCalls, voiceKeys.audio, (calls) => calls.getVoiceOverAudio, {
  staleTime: Number.POSITIVE_INFINITY,
});

export const uploadVoiceSampleMutationOptions = mutationOf(voiceCalls, (calls) => calls.uploadVoiceSample);

export const deleteVoiceSampleMutationOptions = mutationOf(voiceCalls, (calls) => calls.deleteVoiceSample);

export const createVoiceProfileMutationOptions = mutationOf(voiceCalls, (calls) => calls.createVoiceProfile);

export const deleteVoiceProfileMutationOptions = mutationOf(voiceCalls, (calls) => calls.deleteVoiceProfile);

export interface CreateVoiceOverVariables {
  payload: VoiceOverRequestInput;
  /** One per click of 'Gerar narração'; the same again on a retry of that request (charged once). */
  idempotencyKey: string;
}

export const createVoiceOverMutationOptions = (api: ApiClient) => ({
  mutationFn: async ({ payload, idempotencyKey }: CreateVoiceOverVariables) => (await voiceCalls()).createVoiceOver(api, payload, idempotencyKey),
});
