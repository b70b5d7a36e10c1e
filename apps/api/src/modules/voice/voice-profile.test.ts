import { airaMessages, errorMessage, VOICE_CONSENT_TEXT } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voiceProfiles, voiceSamples } from '../../db/schema.ts';
import { silentLogger } from '../../lib/logger.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { useJobRunners } from '../../test/job-runners.ts';
import { defineVoiceProfileJob, VOICE_PROFILE_JOB } from './profile-job.ts';
import { createProfile } from './profiles.repository.ts';
import { createDemoVoiceProvider } from './providers/demo-voice.ts';
import { VoiceProviderError, type VoiceProvider } from './providers/provider.ts';
import { heldProvider, voiceCreator } from './voice.test-support.ts';

const refusal = (code: Parameters<typeof errorMessage>[0]) => ({ code, detail: errorMessage(code as never) });
const PROFILE = '/v3/voice-cloning/profile';

/** A service whose voice-making throws `errors` in turn, then works. */
function failingProvider(...errors: Error[]): VoiceProvider & { attempts: () => number } {
  const demo = createDemoVoiceProvider();
  let attempts = 0;
  return {
    ...demo,
    async createVoice(input, signal) {
      const error = errors[attempts];
      attempts += 1;
      if (error) throw error;
      return demo.createVoice(input, signal);
    },
    attempts: () => attempts,
  };
}

describe.each(testDatabases)('the voice profile ($name)', (database) => {
  const context = useTestDatabase(database);
  const { runner } = useJobRunners(context);
  /** A process's job runner with the profiles' jobs on `voice`, started. */
  const startedProcess = async (setup: Awaited<ReturnType<typeof voiceCreator>>, voice = setup.voice) => {
    const jobs = runner();
    defineVoiceProfileJob(jobs, { db: setup.db, voice, clock: setup.clock, logger: silentLogger, events: appEvents });
    await jobs.start();
    return jobs;
  };
  const profileId = async (setup: Awaited<ReturnType<typeof voiceCreator>>) => (await setup.state()).profile?.id ?? '';
  const setup = (options: Parameters<typeof voiceCreator>[1] = {}) => voiceCreator(context.handle, options);

  it('needs the consent, then 30 s of samples', async () => {
    const { json, withSamples, state } = await setup();
    await withSamples(12, 12);
    expect((await json('POST', PROFILE, {})).json).toEqual(refusal('VOICE_CONSENT_REQUIRED'));
    const refused = await json('POST', PROFILE, { consent: false });
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual(refusal('VOICE_CONSENT_REQUIRED'));
    const short = await json('POST', PROFILE, { consent: true });
    expect(short.status).toBe(422);
    expect(short.json).toEqual(refusal('VOICE_SAMPLES_TOO_SHORT'));
    expect((await state()).profile).toBeNull();
  });

  it('queues the profile with the consent given, then the job makes it: queued, processing, ready', async () => {
    const held = heldProvider();
    const { json, withSamples, state, job, db, userId, clock } = await setup({ provider: held.provider });
    await withSamples(12, 20);
    const created = await json('POST', PROFILE, { consent: true });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'queued', failure: null, provider_kind: 'demo' });
    const [row] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId));
    expect(row).toMatchObject({ consentText: VOICE_CONSENT_TEXT, consentedAt: clock.now() });
    expect((await state()).profile?.status).toBe('queued');
    // One at a time: while it is on its way, another is refused.
    expect((await json('POST', PROFILE, { consent: true })).json).toEqual(refusal('VOICE_PROFILE_EXISTS'));

    const running = job.runOnce();
    await expect.poll(() => held.calls.create).toBe(1);
    expect((await state()).profile?.status).toBe('processing');
    expect((await json('POST', PROFILE, { consent: true })).status).toBe(409);
    held.release();
    expect(await running).toBe(1);
    expect((await state()).profile).toMatchObject({ status: 'ready', failure: null });
    expect((await json('POST', PROFILE, { consent: true })).json).toEqual(refusal('VOICE_PROFILE_EXISTS'));
    // Nothing is due any more.
    expect(await job.runOnce()).toBe(0);
  });

  it('makes a profile once when two processes run the job at the same time', async () => {
    const held = heldProvider();
    const creator = await setup({ provider: held.provider });
    await creator.withSamples(30);
    await creator.json('POST', PROFILE, { consent: true });
    // A second send while the request's job waits adds none.
    const id = await profileId(creator);
    expect(await creator.jobs.send(VOICE_PROFILE_JOB, { profileId: id }, { singletonKey: id })).toBe(false);
    await Promise.all([startedProcess(creator), startedProcess(creator)]);
    await expect.poll(() => held.calls.create, { timeout: 10_000 }).toBe(1);
    held.release();
    await expect.poll(async () => (await creator.state()).profile?.status, { timeout: 10_000 }).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(held.calls.create).toBe(1);
  });

  it('retries a transient failure, then fails it in pt-BR after the last attempt', async () => {
    const transient = () => new VoiceProviderError('503', { transient: true });
    const provider = failingProvider(transient(), transient(), transient());
    const { json, withSamples, state, job } = await setup({ provider });
    await withSamples(30);
    await json('POST', PROFILE, { consent: true });
    expect(await job.runOnce()).toBe(1);
    // Still on its way: the job is retried (with backoff: lib/jobs), not failed.
    expect((await state()).profile?.status).toBe('processing');
    expect(await job.runOnce()).toBe(1);
    expect((await state()).profile?.status).toBe('processing');
    expect(await job.runOnce()).toBe(1);
    expect(provider.attempts()).toBe(3);
    expect((await state()).profile).toMatchObject({ status: 'failed', failure: airaMessages.voiceProfileFailed });
    expect(await job.runOnce()).toBe(0);
  });

  it('is ready after a transient failure that passes', async () => {
    const provider = failingProvider(new VoiceProviderError('429', { transient: true }));
    const { json, withSamples, state, job, clock } = await setup({ provider });
    await withSamples(30);
    await json('POST', PROFILE, { consent: true });
    await job.runOnce();
    clock.advance(30_000);
    await job.runOnce();
    expect((await state()).profile?.status).toBe('ready');
  });

  it('fails at once when the service refuses the samples, and a failed profile may be made again', async () => {
    const provider = failingProvider(new VoiceProviderError('422', { transient: false, rejected: true }));
    const { json, withSamples, state, job } = await setup({ provider });
    await withSamples(30);
    await json('POST', PROFILE, { consent: true });
    await job.runOnce();
    const failed = (await state()).profile;
    expect(failed).toMatchObject({ status: 'failed', failure: airaMessages.voiceSamplesRejected });
    const again = await json('POST', PROFILE, { consent: true });
    expect(again.status).toBe(201);
    expect(again.json?.['id']).not.toBe(failed?.id);
    await job.runOnce();
    expect((await state()).profile).toMatchObject({ id: again.json?.['id'], status: 'ready' });
  });

  it('refuses the profile without a voice service (503), keeping the samples', async () => {
    const { json, withSamples, state, storage } = await setup({ provider: null });
    await withSamples(15, 15);
    const refused = await json('POST', PROFILE, { consent: true });
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual(refusal('VOICE_SYNTHESIS_UNAVAILABLE'));
    const current = await state();
    expect(current.provider).toEqual({ kind: 'none', synthesis_available: false });
    expect(current.profile).toBeNull();
    expect(current.samples).toHaveLength(2);
    expect(storage.keys()).toHaveLength(2);
  });

  it('deletes the profile with every sample (rows and files) and removes the voice from the service', async () => {
    const held = heldProvider();
    held.release();
    const { json, withSamples, state, job, storage, db, userId } = await setup({ provider: held.provider });
    await withSamples(12, 12, 12);
    await json('POST', PROFILE, { consent: true });
    await job.runOnce();
    expect((await state()).profile?.status).toBe('ready');
    const [row] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId));
    expect(storage.keys()).toHaveLength(3);

    expect((await json('DELETE', PROFILE)).status).toBe(204);
    expect(await state()).toMatchObject({ profile: null, samples: [], total_seconds: 0 });
    expect(storage.keys()).toEqual([]);
    expect(await db.select().from(voiceSamples).where(eq(voiceSamples.userId, userId))).toEqual([]);
    expect(held.calls.deleted).toEqual([row?.externalVoiceId]);
    // Nothing left: still 204.
    expect((await json('DELETE', PROFILE)).status).toBe(204);
  });

  it('removes the voice the service made for a profile deleted while it was being made', async () => {
    const held = heldProvider();
    const { json, withSamples, state, job } = await setup({ provider: held.provider });
    await withSamples(30);
    await json('POST', PROFILE, { consent: true });
    const running = job.runOnce();
    await expect.poll(() => held.calls.create).toBe(1);
    expect((await json('DELETE', PROFILE)).status).toBe(204);
    held.release();
    await running;
    expect((await state()).profile).toBeNull();
    expect(held.calls.deleted).toHaveLength(1);
    expect(held.calls.deleted[0]).toMatch(/^demo-/);
  });

  it('gives a profile back to the queue when its process stops while the voice is being made', async () => {
    const creator = await setup({ provider: createDemoVoiceProvider({ delayMs: 60_000 }) });
    const { json, withSamples, state, voice } = creator;
    await withSamples(30);
    await json('POST', PROFILE, { consent: true });
    const first = await startedProcess(creator);
    await expect.poll(async () => (await state()).profile?.status, { timeout: 10_000 }).toBe('processing');
    await first.stop();
    // Not failed: queued again, with a job due at once for another process.
    expect((await state()).profile?.status).toBe('queued');
    await startedProcess(creator, { ...voice, provider: createDemoVoiceProvider() });
    await expect.poll(async () => (await state()).profile?.status, { timeout: 10_000 }).toBe('ready');
  });

  it('queues the job with the profile, in its transaction: none when that rolls back', async () => {
    const { withSamples, userId, db, clock, jobs } = await setup();
    await withSamples(30);
    const before = await jobs.pending(VOICE_PROFILE_JOB);
    await expect(
      db.transaction(async (tx) => {
        await createProfile(tx, { userId, providerKind: 'demo', now: clock.now() });
        throw new Error('the request failed after the profile');
      }),
    ).rejects.toThrow('the request failed after the profile');
    expect(await db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, userId))).toEqual([]);
    expect(await jobs.pending(VOICE_PROFILE_JOB)).toBe(before);
    const { profile } = await createProfile(db, { userId, providerKind: 'demo', now: clock.now() });
    expect(await jobs.pending(VOICE_PROFILE_JOB)).toBe(before + 1);
    await jobs.runDue(VOICE_PROFILE_JOB);
    expect((await db.select().from(voiceProfiles).where(eq(voiceProfiles.id, profile.id)))[0]?.status).toBe('ready');
  });

  it('fails a profile whose earlier attempts all ended with their process', async () => {
    const creator = await setup();
    const { json, withSamples, state, job, db } = creator;
    await withSamples(30);
    await json('POST', PROFILE, { consent: true });
    // Three attempts (the service's all, in the test's setup) took it and died: their job expired into pg-boss's retries.
    const id = await profileId(creator);
    await db.update(voiceProfiles).set({ status: 'processing' }).where(eq(voiceProfiles.id, id));
    await context.handle
      .jobExecutor()
      .executeSql(`update pgboss.job set retry_count = 3 where name = $1 and data->>'profileId' = $2`, [VOICE_PROFILE_JOB, id]);
    await job.runOnce();
    expect((await state()).profile).toMatchObject({ status: 'failed', failure: airaMessages.voiceProfileFailed });
  });

  it('fails a profile whose samples were all deleted before it was made', async () => {
    const { json, withSamples, state, job } = await setup();
    await withSamples(30);
    await json('POST', PROFILE, { consent: true });
    const [sample] = (await state()).samples;
    await json('DELETE', `/v3/voice-cloning/samples/${sample?.id}`);
    await job.runOnce();
    expect((await state()).profile).toMatchObject({ status: 'failed', failure: airaMessages.voiceSamplesGone });
  });
});
