import { randomUUID } from 'node:crypto';
import { errorMessage } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { insertProposal } from '../../test/proposal-fixtures.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { fundedCreator, newKey as key } from './aira.test-support.ts';
import { ledgerState } from '../credits/credits.test-support.ts';
import { createOfflineWriter } from './writers/offline-writer.ts';
import { AiWriterError, type AiWriter } from './writers/writer.ts';

const brief = { product: 'Garrafa térmica Lumi 500 ml', audience: 'quem treina cedo', tone: 'descontraido', duration: 30, format: 'review' };
const failing: AiWriter = {
  ...createOfflineWriter(),
  async ugcScript() {
    throw new AiWriterError('the model is down');
  },
};

describe.each(testDatabases)('Aira UGC scripts ($name)', (database) => {
  const context = useTestDatabase(database);

  const setup = async ({ credits = 5, ai }: { credits?: number; ai?: AiWriter } = {}) => {
    const creator = await fundedCreator(context.handle.db, { credits, ...(ai && { ai }) });
    const create = (body: unknown, idempotencyKey?: string) => creator.paid('/v3/aira/ugc-scripts', body, idempotencyKey);
    return { ...creator, create };
  };

  it('writes a script whose scenes cover the chosen duration in order, charges 1 credit, and lists it', async () => {
    const { db, userId, create, get } = await setup({ credits: 5 });
    for (const duration of [15, 30, 60]) {
      const response = await create({ ...brief, duration });
      expect(response.status).toBe(201);
      const script = response.json?.['script'] as {
        scenes: { start_second: number; end_second: number; says: string }[];
        shot_list: unknown[];
        duration: number;
      };
      expect(script.duration).toBe(duration);
      expect(script.scenes[0]?.start_second).toBe(0);
      expect(script.scenes.at(-1)?.end_second).toBe(duration);
      for (const [index, scene] of script.scenes.entries()) {
        expect(scene.end_second).toBeGreaterThan(scene.start_second);
        if (index > 0) expect(scene.start_second).toBe(script.scenes[index - 1]?.end_second);
        expect(scene.says.length).toBeGreaterThan(5);
      }
      expect(script.shot_list.length).toBeGreaterThan(0);
    }
    expect(await readBalance(db, userId)).toBe(2);
    const list = (await get('/v3/aira/ugc-scripts')).json as { items: { id: string; title: string }[] };
    expect(list.items).toHaveLength(3);
    const one = await get(`/v3/aira/ugc-scripts/${list.items[0]?.id}`);
    expect(one.json).toMatchObject({
      product: brief.product,
      tone: 'descontraido',
      format: 'review',
      provider: { kind: 'offline', model: null },
      cost: 1,
    });
  });

  it('takes a proposal and names its brand in the script', async () => {
    const { db, create } = await setup();
    const proposalId = await insertProposal(db, { brandName: 'Lumière' });
    const response = await create({ ...brief, proposal_id: proposalId });
    expect(response.status).toBe(201);
    expect(JSON.stringify(response.json)).toContain('Lumière');
    expect((await create({ ...brief, proposal_id: randomUUID() })).json).toMatchObject({ code: 'PROPOSAL_NOT_FOUND' });
  });

  it('answers 503 AI_UNAVAILABLE on a server without a writer, writing and charging nothing', async () => {
    const creator = await fundedCreator(context.handle.db, { credits: 5, ai: null });
    const response = await creator.paid('/v3/aira/ugc-scripts', brief);
    expect(response.status).toBe(503);
    expect(response.json).toEqual({ code: 'AI_UNAVAILABLE', detail: errorMessage('AI_UNAVAILABLE') });
    expect(await ledgerState(context.handle.db, creator.userId)).toMatchObject({ balance: 5, rows: 1 });
    expect((await creator.get('/v3/aira/ugc-scripts')).json).toEqual({ items: [] });
  });

  it('refuses with 402 on a balance of 0, writing and charging nothing', async () => {
    const { db, userId, create, get } = await setup({ credits: 0 });
    const response = await create(brief);
    expect(response.status).toBe(402);
    expect(response.json).toMatchObject({ code: 'INSUFFICIENT_CREDITS', detail: errorMessage('INSUFFICIENT_CREDITS', 0, 1) });
    expect(await ledgerState(db, userId)).toMatchObject({ balance: 0, rows: 0 });
    expect((await get('/v3/aira/ugc-scripts')).json).toEqual({ items: [] });
  });

  it('refunds the credit when the writer fails, and the failed script is not listed', async () => {
    const { db, userId, create, get } = await setup({ credits: 1, ai: failing });
    const response = await create(brief);
    expect(response.status).toBe(502);
    expect(response.json).toMatchObject({ code: 'AI_GENERATION_FAILED', detail: errorMessage('AI_GENERATION_FAILED', 1) });
    expect(await ledgerState(db, userId)).toMatchObject({ balance: 1, ledgerSum: 1, rows: 3 });
    expect((await get('/v3/aira/ugc-scripts')).json).toEqual({ items: [] });
  });

  it('charges one key once, also for 20 concurrent requests, and answers all with the same script', async () => {
    const { db, userId, create } = await setup({ credits: 3 });
    const same = key();
    const responses = await Promise.all(Array.from({ length: 20 }, () => create(brief, same)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => (response.json?.['script'] as { id: string }).id)).size).toBe(1);
    expect(await readBalance(db, userId)).toBe(2);
    expect((await create({ ...brief, duration: 60 }, same)).json).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('validates every field with its pt-BR message', async () => {
    const { create } = await setup();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...brief, product: ' ' }, 'Informe o produto.'],
      [{ ...brief, audience: '' }, 'Informe o público.'],
      [{ ...brief, tone: 'bravo' }, 'Escolha o tom.'],
      [{ ...brief, duration: 45 }, 'Escolha a duração.'],
      [{ ...brief, format: 'live' }, 'Escolha o formato.'],
      [{ ...brief, product: 'x'.repeat(301) }, 'Use no máximo 300 caracteres.'],
    ];
    for (const [body, detail] of cases) {
      const response = await create(body);
      expect(response.status).toBe(422);
      expect(response.json?.['detail']).toBe(detail);
    }
  });

  it("answers another creator's script, and a malformed id, as not found", async () => {
    const { create } = await setup();
    const other = await setup();
    const id = ((await create(brief)).json?.['script'] as { id: string }).id;
    expect((await other.get(`/v3/aira/ugc-scripts/${id}`)).json).toMatchObject({ code: 'UGC_SCRIPT_NOT_FOUND' });
    expect((await other.get('/v3/aira/ugc-scripts/%00')).status).toBe(404);
  });
});
