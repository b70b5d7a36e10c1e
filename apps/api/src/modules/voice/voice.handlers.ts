import { randomUUID } from 'node:crypto';
import type { AppServices } from '../services.ts';
import type { RouteHandler } from '@hono/zod-openapi';
import { voiceCloningSchema, voiceProfileRequestSchema, voiceProfileSchema, voiceSampleSchema } from '@ma/api-client/schemas';
import { voiceSampleProblem } from '@ma/domain';
import { apiError } from '../../lib/errors.ts';
import type { AuthedEnv } from '../../lib/types.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { inspectAudio } from './audio-check.ts';
import { createProfile as queueProfile, deleteVoiceData, findProfile } from './profiles.repository.ts';
import { readSampleUpload } from './sample-upload.ts';
import { deleteSample as removeSample, durationSeconds, insertSample, listSamples, sampleKey } from './samples.repository.ts';
import { toVoiceProfile, toVoiceSample } from './voice.view.ts';
import { voiceProviderKind } from './voice-services.ts';
import type { CreateProfileRoute, DeleteProfileRoute, DeleteSampleRoute, GetVoiceCloningRoute, UploadSampleRoute } from './voice.routes.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type VoiceNeeds = Pick<AppServices, 'db' | 'clock' | 'voice' | 'background' | 'logger' | 'paidSignals' | 'events'>;

export const getVoiceCloning: RouteHandler<GetVoiceCloningRoute, AuthedEnv<VoiceNeeds>> = async (c) => {
  const { db, voice } = c.var.services;
  const userId = c.var.user.id;
  const [profile, samples] = await Promise.all([findProfile(db, userId), listSamples(db, userId)]);
  const kind = voiceProviderKind(voice);
  return c.json(
    toWire(voiceCloningSchema, {
      provider: { kind, synthesisAvailable: voice.provider !== null },
      profile: profile ? toVoiceProfile(profile, kind) : null,
      samples: samples.map(toVoiceSample),
      totalSeconds: Math.round(samples.reduce((total, row) => total + durationSeconds(row), 0) * 10) / 10,
    }),
    200,
  );
};

export const uploadSample: RouteHandler<UploadSampleRoute, AuthedEnv<VoiceNeeds>> = async (c) => {
  const { db, clock, voice } = c.var.services;
  const userId = c.var.user.id;
  const upload = await readSampleUpload(c);
  // What can be told without reading the audio is told first (the count): no parsing for nothing.
  const existing = await listSamples(db, userId);
  const early = voiceSampleProblem(
    existing.map((row) => ({ durationSeconds: durationSeconds(row) })),
    { sizeBytes: upload.bytes.length },
  );
  if (early) throw apiError(early);
  const audio = await inspectAudio(upload.bytes);
  const id = randomUUID();
  const key = sampleKey(userId, id);
  await voice.storage.put(key, upload.bytes, audio.contentType);
  try {
    const row = await insertSample(db, {
      id,
      userId,
      fileName: upload.fileName,
      format: audio.format,
      sizeBytes: upload.bytes.length,
      durationMs: audio.durationMs,
      now: clock.now(),
    });
    return c.json(toWire(voiceSampleSchema, toVoiceSample(row)), 201);
  } catch (error) {
    // Refused by the limits (or the database failed): the bytes are not kept.
    await voice.storage.delete(key);
    throw error;
  }
};

export const deleteSample: RouteHandler<DeleteSampleRoute, AuthedEnv<VoiceNeeds>> = async (c) => {
  const { id } = c.req.valid('param');
  const { db, voice } = c.var.services;
  const row = await removeSample(db, c.var.user.id, id);
  if (!row) throw apiError('VOICE_SAMPLE_NOT_FOUND');
  await voice.storage.delete(row.storageKey);
  return c.body(null, 204);
};

export const createProfile: RouteHandler<CreateProfileRoute, AuthedEnv<VoiceNeeds>> = async (c) => {
  const body = fromWire(voiceProfileRequestSchema, c.req.valid('json'));
  if (body.consent !== true) throw apiError('VOICE_CONSENT_REQUIRED');
  const { db, clock, voice, background, logger } = c.var.services;
  const provider = voice.provider;
  // No voice service: the samples stay, and nothing pretends to make a voice.
  if (!provider) throw apiError('VOICE_SYNTHESIS_UNAVAILABLE');
  // Its job is queued in the same transaction.
  const { profile, replaced } = await queueProfile(db, { userId: c.var.user.id, providerKind: provider.kind, now: clock.now() });
  const orphan = replaced?.providerKind === provider.kind ? replaced.externalVoiceId : null;
  if (orphan) {
    background.run('voice: remove a replaced voice', () =>
      provider.deleteVoice(orphan).catch((error: unknown) => logger.warn('voice: removing a replaced voice failed', { error })),
    );
  }
  return c.json(toWire(voiceProfileSchema, toVoiceProfile(profile, provider.kind)), 201);
};

export const deleteProfile: RouteHandler<DeleteProfileRoute, AuthedEnv<VoiceNeeds>> = async (c) => {
  const { db, voice, background, logger } = c.var.services;
  const { profile, samples } = await deleteVoiceData(db, c.var.user.id);
  // The rows are gone (nothing reads them again); then their files, before answering.
  await Promise.all(samples.map((sample) => voice.storage.delete(sample.storageKey)));
  const provider = voice.provider;
  const voiceId = profile?.externalVoiceId;
  if (provider && voiceId && profile.providerKind === provider.kind) {
    // Best effort: the service may be down; the voice is nobody's any more either way.
    background.run('voice: remove a deleted voice', () =>
      provider.deleteVoice(voiceId).catch((error: unknown) => logger.warn('voice: removing a deleted voice failed', { error })),
    );
  }
  return c.body(null, 204);
};
