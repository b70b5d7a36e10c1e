import { errorMessage, MAX_VOICE_SAMPLE_BYTES } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voiceSamples } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { fixture, voiceCreator, wavOf } from './voice.test-support.ts';

const refusal = (code: Parameters<typeof errorMessage>[0]) => ({ code, detail: errorMessage(code as never) });

describe.each(testDatabases)('voice samples ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = (options: Parameters<typeof voiceCreator>[1] = {}) => voiceCreator(context.handle, options);

  it('takes MP3, WAV, OGG (Vorbis and Opus) and M4A by their content, with the duration read from the audio', async () => {
    const { upload, state, storage, userId, clock } = await setup();
    const mp3 = await upload(fixture('voice-12s.mp3'), 'gravação 1.mp3', 'audio/mpeg');
    clock.advance(1000);
    expect(mp3.status).toBe(201);
    expect(mp3.json).toMatchObject({
      file_name: 'gravação 1.mp3',
      format: 'mp3',
      size_bytes: fixture('voice-12s.mp3').length,
      duration_seconds: 12.1,
    });
    // The name and the declared type do not decide: an OGG called .wav and sent as octet-stream is an OGG.
    const ogg = await upload(fixture('voice-12s-vorbis.ogg'), 'minha-voz.wav', 'application/octet-stream');
    expect(ogg.json).toMatchObject({ format: 'ogg', duration_seconds: 12 });
    clock.advance(1000);
    const wav = await upload(wavOf(20.5), 'voz.wav');
    expect(wav.json).toMatchObject({ format: 'wav', duration_seconds: 20.5 });

    const listed = await state();
    expect(listed.samples.map((sample) => sample.format)).toEqual(['mp3', 'ogg', 'wav']);
    expect(listed.total_seconds).toBe(44.6);
    expect(listed.provider).toEqual({ kind: 'demo', synthesis_available: true });
    // Kept privately under voice/<user>/<sample>, with the type of what it is.
    expect(storage.keys()).toEqual(listed.samples.map((sample) => `voice/${userId}/${sample.id}`).sort());
    expect((await storage.get(`voice/${userId}/${String(ogg.json['id'])}`))?.contentType).toBe('audio/ogg');

    const other = await setup();
    expect((await other.upload(fixture('voice-12s-opus.ogg'), 'opus.ogg')).json).toMatchObject({ format: 'ogg', duration_seconds: 12 });
    expect((await other.upload(fixture('voice-12s.m4a'), 'memo.m4a', 'audio/x-m4a')).json).toMatchObject({ format: 'm4a', duration_seconds: 12.1 });
  });

  it('refuses a renamed text file, a video and garbage as 415, keeping nothing', async () => {
    const { upload, state, storage } = await setup();
    const text = new TextEncoder().encode('Isto não é um áudio, só um texto com nome de MP3.\n'.repeat(400));
    for (const [bytes, name, type] of [
      [text, 'voz.mp3', 'audio/mpeg'],
      [fixture('video-12s.mp4'), 'voz.m4a', 'audio/mp4'],
      [new Uint8Array(4096), 'zeros.wav', 'audio/wav'],
      // A WAV header with its audio cut off: nothing to play.
      [wavOf(12).slice(0, 44), 'cortado.wav', 'audio/wav'],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.status, name).toBe(415);
      expect(response.json).toEqual(refusal('VOICE_SAMPLE_UNSUPPORTED'));
    }
    expect((await state()).samples).toEqual([]);
    expect(storage.keys()).toEqual([]);
  });

  it('refuses a 2 s sample (422) and a file over 25 MB (413), a 40 MB one at the door', async () => {
    const { upload, state } = await setup();
    const short = await upload(wavOf(2));
    expect(short.status).toBe(422);
    expect(short.json).toEqual(refusal('VOICE_SAMPLE_TOO_SHORT'));
    // Just over 25 MB: inside the body limit, refused on the file's size.
    const over = await upload(new Uint8Array(MAX_VOICE_SAMPLE_BYTES + 1));
    expect(over.status).toBe(413);
    expect(over.json).toEqual(refusal('VOICE_SAMPLE_TOO_LARGE'));
    // 40 MB: refused by the body limit, before it is read.
    const huge = await upload(new Uint8Array(40 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual(refusal('VOICE_SAMPLE_TOO_LARGE'));
    expect((await state()).samples).toEqual([]);
  });

  it('takes at most 3 samples, and at most 5 minutes in all', async () => {
    const { upload, state } = await setup();
    for (let index = 0; index < 3; index += 1) expect((await upload(wavOf(12))).status).toBe(201);
    const fourth = await upload(wavOf(12));
    expect(fourth.status).toBe(422);
    expect(fourth.json).toEqual(refusal('VOICE_SAMPLES_LIMIT'));
    expect((await state()).samples).toHaveLength(3);

    const other = await setup();
    expect((await other.upload(wavOf(150))).status).toBe(201);
    expect((await other.upload(wavOf(150))).status).toBe(201);
    const tooLong = await other.upload(wavOf(10));
    expect(tooLong.status).toBe(422);
    expect(tooLong.json).toEqual(refusal('VOICE_SAMPLES_TOO_LONG'));
    expect((await other.state()).total_seconds).toBe(300);
  });

  it('lets no concurrent upload past the count or the total', async () => {
    const { upload, state, storage } = await setup();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(wavOf(12))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 422, 422, 422]);
    expect((await state()).samples).toHaveLength(3);
    expect(storage.keys()).toHaveLength(3);

    const other = await setup();
    await other.upload(wavOf(200));
    const racing = await Promise.all([other.upload(wavOf(60)), other.upload(wavOf(60))]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(racing.find((answer) => answer.status === 422)?.json).toEqual(refusal('VOICE_SAMPLES_TOO_LONG'));
    expect((await other.state()).total_seconds).toBe(260);
    expect(other.storage.keys()).toHaveLength(2);
  });

  it('keeps the original file name, without control characters and at most 120 characters', async () => {
    const { upload } = await setup();
    const long = `${'a'.repeat(130)}.wav`;
    expect((await upload(wavOf(12), long)).json?.['file_name']).toBe('a'.repeat(120));
    expect((await upload(wavOf(12), 'voz\u0000\u0007 final.wav')).json?.['file_name']).toBe('voz final.wav');
  });

  it('deletes a sample (row and file); another account’s or an unknown id is 404', async () => {
    const { upload, json, state, storage, db, userId } = await setup();
    const id = String((await upload(wavOf(12))).json['id']);
    const other = await setup();
    expect((await other.json('DELETE', `/v3/voice-cloning/samples/${id}`)).json).toEqual(refusal('VOICE_SAMPLE_NOT_FOUND'));
    expect((await json('DELETE', '/v3/voice-cloning/samples/not-a-uuid')).status).toBe(404);
    expect(storage.keys()).toEqual([`voice/${userId}/${id}`]);

    expect((await json('DELETE', `/v3/voice-cloning/samples/${id}`)).status).toBe(204);
    expect((await state()).samples).toEqual([]);
    expect(storage.keys()).toEqual([]);
    expect(await db.select().from(voiceSamples).where(eq(voiceSamples.userId, userId))).toEqual([]);
    expect((await json('DELETE', `/v3/voice-cloning/samples/${id}`)).status).toBe(404);
  });

  it('asks for the file, and for a session', async () => {
    const { app, token } = await setup();
    const empty = await app.request('/v3/voice-cloning/samples', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { detail: string }).detail).toBe('Escolha um arquivo de áudio para enviar.');
    const form = new FormData();
    form.append('sample', new Blob([wavOf(12)]), 'a.wav');
    expect((await app.request('/v3/voice-cloning/samples', { method: 'POST', body: form })).status).toBe(401);
    expect((await app.request('/v3/voice-cloning')).status).toBe(401);
  });
});
