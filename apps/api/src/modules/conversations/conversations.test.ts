import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema.ts';
import { createCreator, insertApplication, insertProposal } from '../../test/proposal-fixtures.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { enrolledOperator, signInAs } from '../operators/operators.test-support.ts';
import { conversationApp, paths } from './conversations.test-support.ts';

type Json = Record<string, unknown>;

describe.each(testDatabases)("an application's conversation ($name)", (database) => {
  const context = useTestDatabase(database);

  it('carries messages both ways, newest at the bottom, with unread counts and "visto"', async () => {
    const app = await conversationApp(context.handle.db);
    const { brand, applicant: ana, at } = await app.brandAndApplicant();

    // From the moment she applies: an empty conversation on both sides.
    const empty = await app.asCreator(ana.token, 'GET', at.creator);
    expect(empty).toMatchObject({ status: 200, json: { application_id: ana.applicationId, messages: [], unread: 0, seen_at: null } });
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect((await app.asBrand(brand.cookie, 'GET', at.brand)).json).toMatchObject({ messages: [], unread: 0 });

    const sent = await app.asBrand(brand.cookie, 'POST', `${at.brand}/messages`, {
      body: '  Oi! O briefing está em https://marca.com.br/briefing  ',
    });
    expect(sent).toMatchObject({
      status: 201,
      json: { side: 'brand', author_name: 'Beatriz Lima', body: 'Oi! O briefing está em https://marca.com.br/briefing', mine: true },
    });
    app.clock.advance(1000);

    const read = await app.asCreator(ana.token, 'GET', at.creator);
    // Writing reads what came before: the brand has seen the conversation up to its own message.
    expect(read.json).toMatchObject({
      with_name: 'Lumière',
      unread: 1,
      seen_at: sent.json?.['created_at'],
      messages: [{ side: 'brand', mine: false, author_name: 'Beatriz Lima' }],
    });
    expect((await app.asCreator(ana.token, 'GET', '/v3/proposal/conversations')).json).toMatchObject({
      items: [{ application_id: ana.applicationId, unread: 1 }],
    });
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/read`)).status).toBe(204);
    expect((await app.asCreator(ana.token, 'GET', at.creator)).json).toMatchObject({ unread: 0 });
    // The brand sees she read it.
    const seen = await app.asBrand(brand.cookie, 'GET', at.brand);
    expect(seen.json?.['seen_at']).toBe(app.clock.now().toISOString());

    app.clock.advance(1000);
    await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'Oi, recebi!' });
    app.clock.advance(1000);
    await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'Posso gravar no sábado.' });
    const brandSide = await app.asBrand(brand.cookie, 'GET', at.brand);
    expect(brandSide.json).toMatchObject({ unread: 2 });
    expect((brandSide.json?.['messages'] as Json[]).map((message) => [message['body'], message['mine']])).toEqual([
      ['Oi! O briefing está em https://marca.com.br/briefing', true],
      ['Oi, recebi!', false],
      ['Posso gravar no sábado.', false],
    ]);
    expect((await app.asBrand(brand.cookie, 'GET', `/v3/brand/proposals/${brand.id}/conversations`)).json).toMatchObject({
      items: [{ application_id: ana.applicationId, unread: 2 }],
    });
  });

  it('keeps markup as the text it is, and refuses an empty or 2,001-character message', async () => {
    const app = await conversationApp(context.handle.db);
    const { brand, applicant: ana, at } = await app.brandAndApplicant();
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: markup })).json).toMatchObject({ body: markup });
    const stored = await app.asBrand(brand.cookie, 'GET', at.brand);
    expect(stored.headers.get('content-type')).toContain('application/json');
    expect((stored.json?.['messages'] as Json[])[0]?.['body']).toBe(markup);

    const tooLong = await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'a'.repeat(2001) });
    expect(tooLong).toMatchObject({ status: 422 });
    expect(tooLong.text).toContain('A mensagem pode ter até 2.000 caracteres.');
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: '   ' })).json).toMatchObject({ detail: 'Escreva a mensagem.' });
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'a'.repeat(2000) })).status).toBe(201);
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, {})).status).toBe(422);
  });

  it('answers 404 to another brand, another creator, an unknown or malformed id, and a proposal no brand account published', async () => {
    const app = await conversationApp(context.handle.db);
    const { brand, applicant: ana, at } = await app.brandAndApplicant();
    const { brand: other, applicant: bia } = await app.brandAndApplicant();
    await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'Só para a marca certa.' });

    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['POST', '/messages', { body: 'Olá' }],
      ['POST', '/read', undefined],
      ['POST', '/reports', { reason: 'Spam' }],
    ] as const) {
      const another = await app.asBrand(other.cookie, method, `${at.brand}${suffix}`, body);
      expect(another, `another brand: ${method} ${suffix}`).toMatchObject({
        status: 404,
        json: { code: 'CONVERSATION_NOT_FOUND', detail: 'Conversa não encontrada.' },
      });
      expect((await app.asCreator(bia.token, method, `${at.creator}${suffix}`, body)).status, `another creator: ${method} ${suffix}`).toBe(404);
    }
    expect((await app.asBrand(brand.cookie, 'GET', paths('6f1c1e9e-0000-4000-8000-000000000000').brand)).status).toBe(404);
    expect((await app.asBrand(brand.cookie, 'GET', paths('nope').brand)).status).toBe(404);
    expect((await app.asCreator(ana.token, 'GET', paths('nope').creator)).status).toBe(404);
    expect((await app.asBrand(other.cookie, 'GET', `/v3/brand/proposals/${brand.id}/conversations`)).json).toMatchObject({
      code: 'BRAND_PROPOSAL_NOT_FOUND',
    });
    // Nothing of hers in another creator's or another brand's summaries.
    expect((await app.asCreator(bia.token, 'GET', '/v3/proposal/conversations')).json).toEqual({ items: [] });
    expect((await app.asBrand(other.cookie, 'GET', `/v3/brand/proposals/${other.id}/conversations`)).json).toEqual({ items: [] });
    // The brand wrote nothing: the other brand's attempt left no message.
    expect(((await app.asBrand(brand.cookie, 'GET', at.brand)).json?.['messages'] as Json[]).length).toBe(1);

    // A proposal the team published in the back office has no one on the other side.
    const carla = await createCreator(app.app, app.db, { level: 'gold' });
    const teams = await insertProposal(app.db);
    await insertApplication(app.db, { proposalId: teams, userId: carla.userId });
    const [own] = await app.db.select({ id: applications.id }).from(applications).where(eq(applications.userId, carla.userId));
    expect((await app.asCreator(carla.token, 'GET', paths(own?.id ?? '').creator)).json).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    // No session, and a creator's token on the brand's route.
    expect((await app.asCreator('', 'GET', at.creator)).status).toBe(401);
    expect((await app.asCreator(ana.token, 'GET', at.brand)).status).toBe(401);
  });

  it('pages back through older messages on both sides, each page oldest first, with the cursor of the ones before', async () => {
    const app = await conversationApp(context.handle.db);
    const { brand, applicant: ana, at } = await app.brandAndApplicant();
    // Seven messages, two written in the same instant (the id breaks the tie).
    for (let index = 1; index <= 7; index += 1) {
      const [who, path, cookieOrToken] = index % 2 ? (['brand', at.brand, brand.cookie] as const) : (['creator', at.creator, ana.token] as const);
      const body = { body: `Mensagem ${index}` };
      expect(
        (who === 'brand'
          ? await app.asBrand(cookieOrToken, 'POST', `${path}/messages`, body)
          : await app.asCreator(cookieOrToken, 'POST', `${path}/messages`, body)
        ).status,
      ).toBe(201);
      if (index !== 3) app.clock.advance(1000);
    }
    const bodies = (json: Json | undefined) => (json?.['messages'] as Json[]).map((message) => message['body']);

    // The default is the latest 200: every message and nothing older. 3 and 4 share an instant: the id orders them.
    const all = await app.asCreator(ana.token, 'GET', at.creator);
    expect(all.json).toMatchObject({ older_cursor: null });
    const full = bodies(all.json);
    expect(new Set(full.slice(2, 4))).toEqual(new Set(['Mensagem 3', 'Mensagem 4']));
    for (const [read, path] of [
      [(url: string) => app.asCreator(ana.token, 'GET', url), at.creator],
      [(url: string) => app.asBrand(brand.cookie, 'GET', url), at.brand],
    ] as const) {
      const latest = await read(`${path}?limit=3`);
      expect(latest.status).toBe(200);
      expect(latest.headers.get('cache-control')).toBe('no-store');
      expect(bodies(latest.json)).toEqual(['Mensagem 5', 'Mensagem 6', 'Mensagem 7']);
      const older = await read(`${path}?limit=3&cursor=${String(latest.json?.['older_cursor'])}`);
      expect(bodies(older.json)).toEqual(full.slice(1, 4));
      // The unread count and 'Visto' are the conversation's, on any page.
      expect(older.json).toMatchObject({ unread: latest.json?.['unread'], seen_at: latest.json?.['seen_at'] });
      const oldest = await read(`${path}?limit=3&cursor=${String(older.json?.['older_cursor'])}`);
      expect(bodies(oldest.json)).toEqual(['Mensagem 1']);
      expect(oldest.json?.['older_cursor']).toBeNull();
    }

    // A message written after the first page does not move the pages before it.
    const first = await app.asCreator(ana.token, 'GET', `${at.creator}?limit=2`);
    await app.asBrand(brand.cookie, 'POST', `${at.brand}/messages`, { body: 'Mensagem 8' });
    const before = await app.asCreator(ana.token, 'GET', `${at.creator}?limit=2&cursor=${String(first.json?.['older_cursor'])}`);
    expect(bodies(before.json)).toEqual(full.slice(3, 5));
    // Exactly a page left: no cursor to an empty one.
    expect((await app.asCreator(ana.token, 'GET', `${at.creator}?limit=8`)).json).toMatchObject({ older_cursor: null });
    expect((await app.asCreator(ana.token, 'GET', `${at.creator}?limit=7`)).json?.['older_cursor']).toEqual(expect.any(String));
  });

  it("refuses a cursor or page size it did not offer with a pt-BR 422, and another's conversation stays a 404", async () => {
    const app = await conversationApp(context.handle.db);
    const { brand, applicant: ana, at } = await app.brandAndApplicant();
    const { brand: other, applicant: bia, at: theirs } = await app.brandAndApplicant();
    await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'Primeira' });
    app.clock.advance(1000);
    await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'Segunda' });
    const cursor = String((await app.asCreator(ana.token, 'GET', `${at.creator}?limit=1`)).json?.['older_cursor']);

    for (const query of [
      'cursor=abc',
      `cursor=${Buffer.from('x|y').toString('base64url')}`,
      `cursor=${'a'.repeat(300)}`,
      'cursor=%00',
      "cursor=' or 1=1 --",
      `cursor=${Buffer.from(`99999999999999999|${crypto.randomUUID()}`).toString('base64url')}`,
      `cursor=${Buffer.from(`2026-01-01T00:00:00.000Z|${crypto.randomUUID()}|x`).toString('base64url')}`,
      'limit=0',
      'limit=201',
      'limit=-1',
      'limit=2.5',
      'limit=abc',
      'limit=1e2',
      'limit=99999999999999999999',
    ]) {
      for (const answer of [
        await app.asCreator(ana.token, 'GET', `${at.creator}?${query}`),
        await app.asBrand(brand.cookie, 'GET', `${at.brand}?${query}`),
      ]) {
        expect(answer.status, query).toBe(422);
        expect(answer.json, query).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Página de mensagens inválida. Recarregue a conversa.' });
      }
    }
    // A good cursor opens nothing of a conversation not theirs.
    expect((await app.asCreator(bia.token, 'GET', `${at.creator}?cursor=${cursor}`)).json).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    expect((await app.asBrand(other.cookie, 'GET', `${at.brand}?cursor=${cursor}&limit=5`)).json).toMatchObject({
      code: 'CONVERSATION_NOT_FOUND',
    });
    // Nor does it carry one conversation's messages into another's.
    const elsewhere = await app.asCreator(bia.token, 'GET', `${theirs.creator}?cursor=${cursor}`);
    expect(elsewhere).toMatchObject({ status: 200, json: { messages: [], older_cursor: null } });
    expect((await app.asCreator(ana.token, 'GET', `${at.creator}?cursor=${cursor}`)).json).toMatchObject({
      messages: [{ body: 'Primeira' }],
      older_cursor: null,
    });
  });

  it('shuts a removed member out at once', async () => {
    const app = await conversationApp(context.handle.db);
    const { brand, applicant: ana, at } = await app.brandAndApplicant();
    const caio = await app.memberOf(brand);
    expect((await app.asBrand(caio.cookie, 'POST', `${at.brand}/messages`, { body: 'Oi, sou o Caio.' })).json).toMatchObject({
      author_name: 'Caio Mendes',
    });
    // His colleague reads it as his, not as hers.
    expect((await app.asBrand(brand.cookie, 'GET', at.brand)).json).toMatchObject({ messages: [{ author_name: 'Caio Mendes', mine: false }] });
    expect((await app.asBrand(brand.cookie, 'DELETE', `/v3/brand/members/${caio.id}`)).status).toBe(204);
    expect((await app.asBrand(caio.cookie, 'GET', at.brand)).status).toBe(401);
    expect((await app.asBrand(caio.cookie, 'POST', `${at.brand}/messages`, { body: 'Ainda estou aqui?' })).status).toBe(401);
    // What he wrote keeps naming him.
    expect((await app.asCreator(ana.token, 'GET', at.creator)).json).toMatchObject({ messages: [{ author_name: 'Caio Mendes' }] });
  });

  it('limits each author to 20 messages a minute, with Retry-After', async () => {
    const app = await conversationApp(context.handle.db);
    const { brand, applicant: ana, at } = await app.brandAndApplicant();
    for (let index = 0; index < 20; index += 1)
      expect((await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: `Mensagem ${index}` })).status).toBe(201);
    const refused = await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'Mais uma' });
    expect(refused).toMatchObject({ status: 429, json: { code: 'TOO_MANY_MESSAGES' } });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // The brand's budget is its own.
    expect((await app.asBrand(brand.cookie, 'POST', `${at.brand}/messages`, { body: 'Calma!' })).status).toBe(201);
    app.clock.advance(61_000);
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'Mais uma' })).status).toBe(201);
  });

  it('takes reports from either side, which admin and support read with the conversation and finance may not', async () => {
    const app = await conversationApp(context.handle.db);
    const { brand, applicant: ana, at } = await app.brandAndApplicant();
    await app.asBrand(brand.cookie, 'POST', `${at.brand}/messages`, { body: 'Mande seu CPF e senha do banco.' });
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/reports`, { reason: '  Pediu minha senha.  ' })).status).toBe(204);
    app.clock.advance(1000);
    expect((await app.asBrand(brand.cookie, 'POST', `${at.brand}/reports`, { reason: 'Conversa estranha.' })).status).toBe(204);
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/reports`, { reason: '' })).json).toMatchObject({
      detail: 'Conte o motivo da denúncia.',
    });

    const list = await app.asOperator(app.admin, 'GET', '/v3/admin/conversation-reports');
    expect(list).toMatchObject({ status: 200, json: { next_cursor: null } });
    const items = list.json?.['items'] as Json[];
    expect(items.map((item) => [item['side'], item['reason'], item['reporter_name']])).toEqual([
      ['brand', 'Conversa estranha.', 'Beatriz Lima'],
      ['creator', 'Pediu minha senha.', expect.any(String)],
    ]);
    expect(items[1]).toMatchObject({ application_id: ana.applicationId, proposal_name: brand.name, brand_name: 'Lumière' });
    const detail = await app.asOperator(app.admin, 'GET', `/v3/admin/conversation-reports/${String(items[1]?.['id'])}`);
    expect(detail.json).toMatchObject({ messages: [{ side: 'brand', body: 'Mande seu CPF e senha do banco.', author_name: 'Beatriz Lima' }] });
    expect((await app.asOperator(app.admin, 'GET', '/v3/admin/conversation-reports/6f1c1e9e-0000-4000-8000-000000000000')).json).toMatchObject({
      code: 'CONVERSATION_REPORT_NOT_FOUND',
    });

    const support = await signInAs(app.app, app.clock, await enrolledOperator(app.db, app, 'support'));
    expect((await app.asOperator(support, 'GET', '/v3/admin/conversation-reports')).status).toBe(200);
    const finance = await signInAs(app.app, app.clock, await enrolledOperator(app.db, app, 'finance'));
    expect((await app.asOperator(finance, 'GET', '/v3/admin/conversation-reports')).json).toMatchObject({ code: 'OPERATOR_FORBIDDEN' });
    expect((await app.asOperator(finance, 'GET', `/v3/admin/conversation-reports/${String(items[0]?.['id'])}`)).status).toBe(403);
    // A creator's token and a brand's cookie open nothing of it.
    expect((await app.asCreator(ana.token, 'GET', '/v3/admin/conversation-reports')).status).toBe(401);

    // Five reports a day per person.
    for (let index = 0; index < 4; index += 1) await app.asCreator(ana.token, 'POST', `${at.creator}/reports`, { reason: `De novo ${index}` });
    expect((await app.asCreator(ana.token, 'POST', `${at.creator}/reports`, { reason: 'Mais uma' })).json).toMatchObject({
      code: 'TOO_MANY_CONVERSATION_REPORTS',
    });
  });
});
