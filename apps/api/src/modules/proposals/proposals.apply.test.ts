import { applicationSchema, toWireSchema } from '@ma/api-client/schemas';
import { offerCases } from '@ma/api-client/testing';
import { snakeKey, toSnakeKeys } from '@ma/api-client/wire';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator, daysFromNow, insertProposal, uniqueTag, type CreatorOptions } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import type { ProposalInput } from './proposal-writes.ts';

const offer = {
  total_posts: 1,
  total_stories: 3,
  total_reels: 1,
  total_videos: 0,
  observations: 'Posso entregar em uma semana.',
  value: 900,
  is_negotiable: false,
};
const NOT_FOUND = { detail: 'Proposta não encontrada', code: 'PROPOSAL_NOT_FOUND' };

describe.each(testDatabases)('POST /v3/proposal/{id}/apply ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = async (proposal: Partial<ProposalInput> = {}, creatorOptions: CreatorOptions = { level: 'gold' }) => {
    const { app } = createTestApp(context.handle.db);
    const creator = await createCreator(app, context.handle.db, creatorOptions);
    const id = await insertProposal(context.handle.db, {
      name: `Proposta ${uniqueTag()}`,
      brandName: 'Lumière Cosméticos',
      value: 1000,
      ...proposal,
    });
    const apply = (body: Record<string, unknown> = offer, proposalId = id, token = creator.token) =>
      call(app, 'POST', `/v3/proposal/${proposalId}/apply`, { body, token });
    const stored = () => context.handle.db.select().from(applications).where(eq(applications.proposalId, id));
    /** Applies with `body`, expects the refusal `status` with the answer `json`, and that nothing was stored. */
    const expectRefused = async (status: number, json: unknown, body: Record<string, unknown> = offer) => {
      const response = await apply(body);
      expect(response.status).toBe(status);
      expect(response.json).toEqual(json);
      expect(await stored()).toHaveLength(0);
    };
    return { app, creator, id, apply, stored, expectRefused };
  };

  it('stores a pending application and answers it with 201', async () => {
    const { id, apply, stored, creator, app } = await setup({ logoUrl: 'https://cdn.example.com/l.png' });
    const response = await apply({ ...offer, observations: '  Posso entregar em uma semana.  ' });
    expect(response.status).toBe(201);
    expect(toWireSchema(applicationSchema).safeParse(response.json).success).toBe(true);
    expect(response.json).toEqual({
      id: expect.any(String),
      proposal_id: id,
      proposal_name: expect.stringMatching(/^Proposta /),
      brand_name: 'Lumière Cosméticos',
      logo_url: 'https://cdn.example.com/l.png',
      // The offer as sent, its observations trimmed.
      ...offer,
      status: 'pending',
      created_at: '2026-03-02T12:00:00.000Z',
      decided_at: null,
      decision_unseen: false,
    });
    const [row] = await stored();
    expect(row).toMatchObject({ userId: creator.userId, valueCents: 90_000, status: 'pending' });
    const applied = await call(app, 'GET', '/v3/proposal/applied', { token: creator.token });
    expect(applied.json?.['items']).toEqual([response.json]);
  });

  // The same table the web form is tested with: the same verdicts, in the same words.
  describe('the shared offer cases', () => {
    it.each(offerCases)('$name', async ({ terms, payload, verdict }) => {
      const { apply, stored, expectRefused } = await setup({ value: terms.value, acceptsNegotiations: terms.acceptsNegotiations });
      const body = toSnakeKeys(payload) as Record<string, unknown>;
      if (verdict === 'accepted') {
        const response = await apply(body);
        expect(response.status, JSON.stringify(response.json)).toBe(201);
        expect(await stored()).toHaveLength(1);
        return;
      }
      const fields = verdict.field === 'form' ? {} : { fields: { [snakeKey(verdict.field)]: verdict.message } };
      await expectRefused(422, { detail: verdict.message, code: 'VALIDATION_FAILED', ...fields }, body);
    });
  });

  describe('gating by level (docs/product/proposals.md)', () => {
    it('refuses a silver creator on a gold-only proposal with 403', async () => {
      const { expectRefused } = await setup({}, { level: 'silver' });
      await expectRefused(403, {
        detail: 'Esta proposta é apenas para criadores nível Ouro. Conecte suas redes sociais.',
        code: 'LEVEL_REQUIRED',
      });
    });

    it('lets a silver creator apply where silvers are allowed', async () => {
      const { apply } = await setup({ isSilversAllowed: true }, { level: 'silver' });
      expect((await apply()).status).toBe(201);
    });

    it('lets a connected (Instagram) silver creator apply to a gold-only proposal', async () => {
      const { apply } = await setup({}, { level: 'silver', instagramOnly: true });
      expect((await apply()).status).toBe(201);
    });

    it('refuses a bronze creator even where silvers are allowed', async () => {
      const { apply } = await setup({ isSilversAllowed: true }, { level: 'bronze' });
      const response = await apply();
      expect(response.status).toBe(403);
      expect(response.json).toEqual({
        detail: 'Esta proposta é para criadores nível Prata ou Ouro. Complete seu mídia kit ou conecte suas redes sociais.',
        code: 'LEVEL_REQUIRED',
      });
    });
  });

  it('refuses a profile with missing features with 422 naming them', async () => {
    const { expectRefused } = await setup(
      { locations: [{ state: 'SP', city: [] }], audienceGender: 'male' },
      { level: 'gold', state: 'BA', audience: { gender: 'female' } },
    );
    await expectRefused(422, {
      detail: 'Seu perfil não é compatível com esta proposta. Falta: Localização e Gênero do público.',
      code: 'MISSING_FEATURES',
    });
  });

  it('takes one application per creator and proposal: the second is a 409', async () => {
    const { apply, stored } = await setup();
    expect((await apply()).status).toBe(201);
    const again = await apply({ ...offer, value: 500 });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ detail: 'Você já se candidatou a esta proposta.', code: 'ALREADY_APPLIED' });
    expect(await stored()).toHaveLength(1);
  });

  it('stores exactly one of concurrent applications of the same creator', async () => {
    const { apply, stored } = await setup();
    const responses = await Promise.all(Array.from({ length: 6 }, () => apply()));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await stored()).toHaveLength(1);
  });

  it('takes applications of different creators to the same proposal', async () => {
    const { app, apply, stored } = await setup();
    const other = await createCreator(app, context.handle.db, { level: 'gold' });
    expect((await apply()).status).toBe(201);
    expect((await apply(offer, undefined, other.token)).status).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  describe('quantities: integers >= 0, at least one deliverable', () => {
    it.each([
      ['a negative quantity', { total_posts: -1 }, 'A quantidade não pode ser negativa.'],
      ['a fraction', { total_reels: 1.5 }, 'Use um número inteiro.'],
      ['text', { total_stories: 'três' }, 'Informe um número.'],
      ['a missing quantity', { total_videos: undefined }, 'Informe um número.'],
    ])('answers 422 for %s', async (_case, change, detail) => {
      const { expectRefused } = await setup();
      await expectRefused(422, expect.objectContaining({ detail }), { ...offer, ...change });
    });

    it('answers 422 when every quantity is 0', async () => {
      const { apply } = await setup();
      const response = await apply({ ...offer, total_posts: 0, total_stories: 0, total_reels: 0, total_videos: 0 });
      expect(response.status).toBe(422);
      expect(response.json?.['detail']).toBe('Informe pelo menos uma entrega: posts, stories, reels ou vídeos.');
      // No single field is wrong: the problem is the form's, and no field carries it.
      expect(response.json?.['fields']).toBeUndefined();
    });

    it('takes a single video', async () => {
      const { apply } = await setup();
      expect((await apply({ ...offer, total_posts: 0, total_stories: 0, total_reels: 0, total_videos: 1 })).status).toBe(201);
    });
  });

  describe('>= 0, 2 decimals, capped when not negotiable', () => {
    it.each([
      ['negative', {}, -1, 'O valor não pode ser negativo.'],
      ['with 3 decimals', {}, 10.005, 'Use no máximo 2 casas decimais.'],
      ['above a non-negotiable value', { value: 1000 }, 1000.01, 'Este valor não pode ser negociado. Ofereça até R$ 1.000,00.'],
      ['above the largest offer', { acceptsNegotiations: true }, 10_000_000.01, 'O valor pode ser no máximo R$ 10.000.000,00.'],
      ['missing', {}, undefined, 'Informe um valor.'],
    ])('answers 422 for a value %s', async (_case, proposal, value, detail) => {
      const { expectRefused } = await setup(proposal);
      await expectRefused(422, expect.objectContaining({ detail }), { ...offer, value });
    });

    it.each([
      ['the proposal value itself', { value: 1000 }, 1000],
      ['a lower offer', { value: 1000 }, 0],
      ['cents that float arithmetic blurs', { value: 0.3 }, 0.1 + 0.2],
      ['more than the value of a negotiable proposal', { value: 1000, acceptsNegotiations: true }, 2500.5],
    ])('takes %s', async (_case, proposal, value) => {
      const { apply } = await setup(proposal);
      const response = await apply({ ...offer, value });
      expect(response.status).toBe(201);
      expect(response.json?.['value']).toBe(Math.round(value * 100) / 100);
    });

    it('keeps is_negotiable only for a negotiable proposal', async () => {
      const fixed = await setup({ acceptsNegotiations: false });
      expect((await fixed.apply({ ...offer, is_negotiable: true })).json?.['is_negotiable']).toBe(false);
      const open = await setup({ acceptsNegotiations: true });
      expect((await open.apply({ ...offer, is_negotiable: true })).json?.['is_negotiable']).toBe(true);
    });
  });

  describe('404 "Proposta não encontrada"', () => {
    it.each([
      ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
      ['a malformed id', () => 'nao-e-um-uuid'],
      ['an id with SQL in it', () => "1' or '1'='1"],
    ])('for %s', async (_case, id) => {
      const { apply } = await setup();
      const response = await apply(offer, encodeURIComponent(id()));
      expect(response.status).toBe(404);
      expect(response.json).toEqual(NOT_FOUND);
    });

    it.each([
      ['expired', { validUntil: daysFromNow(-1) }],
      ['closed', { closedAt: daysFromNow(-1) }],
      ['not yet published', { publishedAt: daysFromNow(1) }],
    ])('for a proposal %s', async (_case, proposal) => {
      const { expectRefused } = await setup(proposal);
      await expectRefused(404, NOT_FOUND);
    });
  });

  it('answers 401 without a session', async () => {
    const { app, id } = await setup();
    const response = await call(app, 'POST', `/v3/proposal/${id}/apply`, { body: offer });
    expect(response.status).toBe(401);
  });
});
