import { randomUUID } from 'node:crypto';
import { errorMessage } from '@ma/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { creditLedger, voiceOvers } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { ledgerState } from '../credits/credits.test-support.ts';
import { paidExpiryJobs } from '../credits/paid-expiry-job.test-support.ts';
import { newKey } from '../aira/aira.test-support.ts';
import { inspectAudio } from './audio-check.ts';
import { createDemoVoiceProvider } from './providers/demo-voice.ts';
import { VoiceProviderError, type VoiceProvider } from './providers/provider.ts';
import { heldProvider, voiceCreator } from './voice.test-support.ts';
import { voiceOversKind } from './voice-overs.repository.ts';

const VOICE_OVERS = '/v3/voice-cloning/voice-overs';
const text = 'Oi, gente! Hoje eu vou mostrar a garrafa térmica que me acompanha no treino.';

/** A voice service whose readings wait for `release()`: a request stays 'generating' until then. */
function slowSynthesis() {
  const demo = createDemoVoiceProvider();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls = { synthesize: 0 };
  const provider: VoiceProvider = {
    ...demo,
    async synthesize(voiceId, words, signal) {
      calls.synthesize += 1;
      await held;
      return demo.synthesize(voiceId, words, signal);
    },
  };
  return { provider, calls, release: () => release() };
}

const brokenSynthesis: VoiceProvider = {
  ...createDemoVoiceProvider(),
  async synthesize() {
    throw new VoiceProviderError('500', { transient: true });
  },
};

describe.each(testDatabases)('voice-overs ($name)', (database) => {
  const context = useTestDatabase(database);

  /** A creator with `credits` and a ready profile (unless `ready` is false). */
  const setup = async ({ credits = 3, provider, ready = true }: { credits?: number; provider?: VoiceProvider; ready?: boolean } = {}) => {
    const creator = await voiceCreator(context.handle, { credits, ...(provider && { provider }) });
    await creator.withSamples(30);
    if (ready) {
      await creator.json('POST', '/v3/voice-cloning/profile', { consent: true });
      await creator.job.runOnce();
    }
    const order = (body: unknown, key: string | null = newKey()) => creator.json('POST', VOICE_OVERS, body, key ? { 'idempotency-key': key } : {});
    return { ...creator, order };
  };

  it('reads the text with the voice for 1 credit, keeps the audio privately and lists it', async () => {
    const { order, json, db, userId, storage } = await setup({ credits: 3 });
    const made = await order({ text });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ balance: 2, voice_over: { text, status: 'completed', provider_kind: 'demo', cost: 1, refunded: 0 } });
    const id = (made.json?.['voice_over'] as { id: string }).id;

    const audio = await json('GET', `${VOICE_OVERS}/${id}/audio`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(audio.headers.get('cache-control')).toBe('private, no-store');
    expect(storage.keys()).toContain(`voice/${userId}/voice-overs/${id}`);
    // The demo's voice-over is real audio that plays for a while, not an empty "ready".
    const stored = await storage.get(`voice/${userId}/voice-overs/${id}`);
    expect((await inspectAudio(stored?.bytes ?? new Uint8Array())).durationMs).toBeGreaterThan(2000);

    expect((await json('GET', VOICE_OVERS)).json).toMatchObject({ items: [{ id, status: 'completed' }] });
    const [spend] = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'spend')));
    expect(spend).toMatchObject({ amount: -1, reason: 'Narração com sua voz (Aira)', reference: `aira-voice-over:${id}` });
  });

  it('charges one key once, also for 20 concurrent requests, all answered with the same voice-over', async () => {
    const held = heldProvider();
    held.release();
    const { order, db, userId } = await setup({ credits: 3, provider: held.provider });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => order({ text }, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => (answer.json?.['voice_over'] as { id: string }).id)).size).toBe(1);
    expect(held.calls.synthesize).toBe(1);
    expect(await readBalance(db, userId)).toBe(2);
    expect(await db.select().from(voiceOvers).where(eq(voiceOvers.userId, userId))).toHaveLength(1);
    // The same key with another text is another request: refused.
    expect((await order({ text: 'Outro texto.' }, key)).json).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await order({ text, ugc_script_id: null }, key)).status).toBe(201);
  });

  it('charges a retry of its key once: it waits for the first, which is still being read, and answers the same voice-over', async () => {
    const slow = slowSynthesis();
    const { order, db, userId } = await setup({ credits: 3, provider: slow.provider });
    const key = newKey();
    const first = order({ text }, key);
    await vi.waitFor(async () => expect(await db.select().from(voiceOvers).where(eq(voiceOvers.userId, userId))).toHaveLength(1));
    // The first answer was lost (a 503 on the way back): the page sends the same request again.
    const retry = order({ text }, key);
    slow.release();
    const answers = await Promise.all([first, retry]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]?.json).toEqual(answers[0]?.json);
    expect(slow.calls.synthesize).toBe(1);
    expect(await ledgerState(db, userId)).toMatchObject({ balance: 2, ledgerSum: 2, rows: 2 });
    // Once more after the answer: the stored voice-over again, still charged once.
    const again = await order({ text }, key);
    expect(again.json?.['voice_over']).toEqual(answers[0]?.json?.['voice_over']);
    expect(await readBalance(db, userId)).toBe(2);
  });

  it('fails and refunds, by its expiry job, a voice-over left generating past 15 minutes; its key comes back to the failure, and no audio is kept', async () => {
    const slow = slowSynthesis();
    const { app, order, db, userId, clock, storage } = await setup({ credits: 1, provider: slow.provider });
    const expiry = await paidExpiryJobs(context.handle.jobExecutor(), app, voiceOversKind);
    const key = newKey();
    const first = order({ text }, key);
    await vi.waitFor(async () => expect(await db.select().from(voiceOvers).where(eq(voiceOvers.userId, userId))).toHaveLength(1));
    clock.advance(16 * 60 * 1000);
    await expiry.run();
    const retry = await order({ text }, key);
    expect(retry.status).toBe(502);
    expect(retry.json).toMatchObject({ code: 'VOICE_SYNTHESIS_FAILED', detail: errorMessage('VOICE_SYNTHESIS_FAILED', 1) });
    // The first request's reading ends after all: it is not kept, and nothing is refunded twice.
    slow.release();
    expect((await first).status).toBe(502);
    expect(await ledgerState(db, userId)).toMatchObject({ balance: 1, ledgerSum: 1, rows: 3 });
    expect(storage.keys().filter((stored) => stored.includes('/voice-overs/'))).toEqual([]);
  });

  it('refuses with 402 on a balance of 0 before anything, charging and keeping nothing', async () => {
    const { order, db, userId, json } = await setup({ credits: 0 });
    const refused = await order({ text });
    expect(refused.status).toBe(402);
    expect(refused.json).toMatchObject({ code: 'INSUFFICIENT_CREDITS', detail: errorMessage('INSUFFICIENT_CREDITS', 0, 1) });
    expect(await ledgerState(db, userId)).toMatchObject({ balance: 0, rows: 0 });
    expect((await json('GET', VOICE_OVERS)).json).toEqual({ items: [] });
  });

  it('refunds the credit when the service fails, and the history shows both', async () => {
    const { order, db, userId, json } = await setup({ credits: 1, provider: brokenSynthesis });
    const failed = await order({ text });
    expect(failed.status).toBe(502);
    expect(failed.json).toMatchObject({ code: 'VOICE_SYNTHESIS_FAILED', detail: errorMessage('VOICE_SYNTHESIS_FAILED', 1) });
    expect(await ledgerState(db, userId)).toMatchObject({ balance: 1, ledgerSum: 1, rows: 3 });
    const movements = (await json('GET', '/v3/credits/movements')).json as { items: { kind: string; amount: number; reason: string }[] };
    expect(movements.items.slice(0, 2)).toMatchObject([
      { kind: 'refund', amount: 1, reason: 'Aira: devolução (não foi possível gerar)' },
      { kind: 'spend', amount: -1, reason: 'Narração com sua voz (Aira)' },
    ]);
    const listed = (await json('GET', VOICE_OVERS)).json as { items: { id: string; status: string; refunded: number }[] };
    expect(listed.items).toMatchObject([{ status: 'failed', refunded: 1 }]);
    expect((await json('GET', `${VOICE_OVERS}/${listed.items[0]?.id}/audio`)).status).toBe(404);
  });

  it('needs a ready profile', async () => {
    const nothing = await voiceCreator(context.handle, { credits: 3 });
    const none = await nothing.json('POST', VOICE_OVERS, { text }, { 'idempotency-key': newKey() });
    expect(none.json).toMatchObject({ code: 'VOICE_PROFILE_NOT_FOUND' });
    const { order, json, db, userId } = await setup({ credits: 3, ready: false });
    await json('POST', '/v3/voice-cloning/profile', { consent: true });
    const queued = await order({ text });
    expect(queued.status).toBe(409);
    expect(queued.json).toMatchObject({ code: 'VOICE_PROFILE_NOT_READY' });
    expect(await readBalance(db, userId)).toBe(3);
  });

  it('validates the text, the key and the script with pt-BR messages', async () => {
    const { order, db, userId } = await setup({ credits: 3 });
    for (const [body, detail] of [
      [{ text: '  ' }, 'Escreva o texto da narração.'],
      [{}, 'Escreva o texto da narração.'],
      [{ text: 'a'.repeat(2001) }, 'O texto pode ter no máximo 2.000 caracteres.'],
    ] as const) {
      const refused = await order(body);
      expect(refused.status).toBe(422);
      expect(refused.json?.['detail']).toBe(detail);
    }
    expect((await order({ text }, null)).status).toBe(422);
    expect((await order({ text, ugc_script_id: randomUUID() })).json).toMatchObject({ code: 'UGC_SCRIPT_NOT_FOUND' });
    expect(await readBalance(db, userId)).toBe(3);
  });

  it("answers another creator's audio, and a malformed id, as not found", async () => {
    const { order } = await setup();
    const id = ((await order({ text })).json?.['voice_over'] as { id: string }).id;
    const other = await voiceCreator(context.handle);
    expect((await other.json('GET', `${VOICE_OVERS}/${id}/audio`)).json).toMatchObject({ code: 'VOICE_OVER_NOT_FOUND' });
    expect((await other.json('GET', `${VOICE_OVERS}/x/audio`)).status).toBe(404);
  });
});
