import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import { newKey } from '../../aira/aira.test-support.ts';
import { fixture, voiceCreator } from '../voice.test-support.ts';
import { createElevenLabsClient } from './elevenlabs.ts';
import { startFakeElevenLabs } from './fakes/fake-elevenlabs.ts';
import { VoiceProviderError } from './provider.ts';

const API_KEY = 'test-elevenlabs-key';
const audio = fixture('voice-12s.mp3');
const sample = { fileName: 'voz.mp3', bytes: audio, contentType: 'audio/mpeg' };

let fake: Awaited<ReturnType<typeof startFakeElevenLabs>>;
beforeAll(async () => {
  fake = await startFakeElevenLabs({ apiKey: API_KEY, audio });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
});

const client = (overrides: Partial<Parameters<typeof createElevenLabsClient>[0]> = {}) =>
  createElevenLabsClient({ baseUrl: fake.baseUrl, apiKey: API_KEY, backoffMs: 5, timeoutMs: 2000, ...overrides });

/** The VoiceProviderError a call rejects with. */
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VoiceProviderError);
  return error as VoiceProviderError;
};

describe('the ElevenLabs-compatible client, against a local fake', () => {
  it('makes a voice from the samples, reads a text with it as MP3, and deletes it', async () => {
    const voice = client();
    const { voiceId } = await voice.createVoice({ name: 'mais-alcance-perfil', samples: [sample, { ...sample, fileName: 'voz2.mp3' }] });
    expect(fake.voices.get(voiceId)).toMatchObject({
      name: 'mais-alcance-perfil',
      files: [
        { name: 'voz.mp3', type: 'audio/mpeg', size: audio.length },
        { name: 'voz2.mp3', type: 'audio/mpeg', size: audio.length },
      ],
    });

    const speech = await voice.synthesize(voiceId, 'Olá, tudo bem?');
    expect(speech.contentType).toBe('audio/mpeg');
    expect(Buffer.from(speech.bytes).equals(audio)).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/text-to-speech/${voiceId}?output_format=mp3_44100_128`,
      body: { text: 'Olá, tudo bem?', model_id: 'eleven_multilingual_v2' },
    });

    await voice.deleteVoice(voiceId);
    expect(fake.voices.has(voiceId)).toBe(false);
    // A voice the service no longer has is already deleted.
    await expect(voice.deleteVoice(voiceId)).resolves.toBeUndefined();
  });

  it('retries a 429 (honouring Retry-After) and a 5xx, sending the samples again each time', async () => {
    fake.failNext({ status: 429, retryAfter: 0.01 }, { status: 503 });
    const { voiceId } = await client().createVoice({ name: 'retry', samples: [sample] });
    expect(fake.requests.filter((request) => request.path === '/v1/voices/add')).toHaveLength(3);
    expect(fake.voices.get(voiceId)?.files).toHaveLength(1);
  });

  it('gives up after its attempts as a transient failure', async () => {
    fake.failNext({ status: 500 }, { status: 502 }, { status: 500 });
    const error = await failureOf(client().createVoice({ name: 'down', samples: [sample] }));
    expect(error).toMatchObject({ transient: true, rejected: false });
    expect(fake.requests).toHaveLength(3);
  });

  it('treats a service that does not answer in time as transient', async () => {
    fake.failNext({ hang: true }, { hang: true });
    const error = await failureOf(client({ timeoutMs: 100, attempts: 2 }).synthesize('any', 'Olá'));
    expect(error.transient).toBe(true);
  });

  it('does not retry a refusal: rejected samples, an unknown voice, a wrong key', async () => {
    fake.failNext({ status: 422 });
    expect(await failureOf(client().createVoice({ name: 'x', samples: [sample] }))).toMatchObject({ transient: false, rejected: true });
    expect(fake.requests).toHaveLength(1);
    expect(await failureOf(client().synthesize('unknown-voice', 'Olá'))).toMatchObject({ transient: false, rejected: false });
    expect(await failureOf(client({ apiKey: 'wrong' }).createVoice({ name: 'x', samples: [sample] }))).toMatchObject({ transient: false });
    expect(fake.requests).toHaveLength(3);
  });
});

describe.each(testDatabases)('voice cloning through the ElevenLabs-compatible client ($name)', (database) => {
  const context = useTestDatabase(database);

  it('makes the profile with the samples, reads a voice-over, and removes the voice with the profile', async () => {
    const creator = await voiceCreator(context.handle, { credits: 2, provider: client() });
    for (const [file, name] of [
      ['voice-12s.mp3', 'um.mp3'],
      ['voice-12s-opus.ogg', 'dois.ogg'],
      ['voice-12s.m4a', 'tres.m4a'],
    ]) {
      await creator.upload(fixture(file ?? ''), name);
      creator.clock.advance(1000);
    }
    expect((await creator.json('POST', '/v3/voice-cloning/profile', { consent: true })).status).toBe(201);
    await creator.job.runOnce();
    const state = await creator.state();
    expect(state.profile).toMatchObject({ status: 'ready', provider_kind: 'elevenlabs' });
    const [voice] = [...fake.voices.values()].filter((made) => made.name === `mais-alcance-${state.profile?.id}`);
    expect(voice?.files.map((file) => [file.name, file.type])).toEqual([
      ['um.mp3', 'audio/mpeg'],
      ['dois.ogg', 'audio/ogg'],
      ['tres.m4a', 'audio/mp4'],
    ]);

    const made = await creator.json('POST', '/v3/voice-cloning/voice-overs', { text: 'Bom dia!' }, { 'idempotency-key': newKey() });
    expect(made.status).toBe(201);
    const id = (made.json?.['voice_over'] as { id: string }).id;
    const played = await creator.app.request(`/v3/voice-cloning/voice-overs/${id}/audio`, { headers: { authorization: `Bearer ${creator.token}` } });
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await played.arrayBuffer()).equals(audio)).toBe(true);

    expect((await creator.json('DELETE', '/v3/voice-cloning/profile')).status).toBe(204);
    expect(voice && fake.voices.has(voice.id)).toBe(false);
  });
});
