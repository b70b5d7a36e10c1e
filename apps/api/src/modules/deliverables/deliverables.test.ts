import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { createCreator } from '../../test/proposal-fixtures.ts';
import { call, useTestDatabase } from '../../test/test-app.ts';
import { acceptedDeal, POST_URL, STORY_URL } from './deliverables.test-support.ts';

// The agreed deliverables (docs/product/deliverables.md): her offer becomes a checklist once the
// brand's acceptance settles; she hands in each address, the brand confirms it or asks for a
// change, and the last confirmation concludes the deal for both.
describe.each(testDatabases)('the agreed deliverables ($name)', (database) => {
  const context = useTestDatabase(database);

  it('opens once the acceptance settles, takes her addresses, and concludes with the last confirmation, the same on both sides', async () => {
    const deal = await acceptedDeal(context.handle.db);
    // Before the brand answers, and while its acceptance may still change: waiting, nothing handed in.
    expect(await deal.readAsCreator()).toMatchObject({
      status: 200,
      json: {
        state: 'waiting',
        accepted_at: null,
        items: [
          { item: 'post-1', state: 'pending' },
          { item: 'story-1', state: 'pending' },
        ],
      },
    });
    expect(await deal.handIn('post-1', POST_URL)).toMatchObject({ status: 409, json: { code: 'DEAL_NOT_ACCEPTED' } });
    await deal.accept();
    const open = await deal.readAsCreator();
    expect(open).toMatchObject({ status: 200, json: { state: 'open', accepted_at: expect.any(String), concluded_at: null, value_cents: 90_000 } });
    expect(open.headers.get('cache-control')).toBe('no-store');

    // Addresses her items do not take, and items her offer does not have.
    const postMessage =
      'Cole o endereço do post no Instagram (instagram.com/p/… ou instagram.com/reel/…) ou do vídeo no TikTok (tiktok.com/@perfil/video/…).';
    expect(await deal.handIn('post-1', 'https://evil.example/p/C8xYz12AbCd/')).toMatchObject({
      status: 422,
      json: { detail: postMessage, fields: { url: postMessage } },
    });
    expect(await deal.handIn('story-1', POST_URL)).toMatchObject({ status: 422, json: { detail: expect.stringContaining('story') } });
    expect(await deal.handIn('post-1', '')).toMatchObject({ status: 422 });
    for (const item of ['reel-1', 'post-2', 'nada'])
      expect(await deal.handIn(item, POST_URL)).toMatchObject({ status: 404, json: { code: 'DELIVERABLE_NOT_FOUND' } });

    // She hands in the post, written one way; the brand sees exactly what she sees.
    const handed = await deal.handIn('post-1', POST_URL);
    expect(handed).toMatchObject({
      status: 200,
      json: {
        items: [
          { item: 'post-1', state: 'handed_in', url: 'https://www.instagram.com/p/C8xYz12AbCd/', handed_in_at: expect.any(String) },
          { state: 'pending' },
        ],
      },
    });
    expect((await deal.as(deal.brand.cookie, 'GET', deal.brandPath())).json).toEqual(handed.json);
    // The brand's team is mailed, with a link to her deal's page.
    await deal.background.idle();
    const mailed = deal.sent.filter((mail) => mail.to === deal.brand.email && mail.subject.includes('entregou Post 1'));
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.text).toContain(`/candidaturas/${deal.applicationId}`);

    // The brand asks for a change with a note; she hands in again; the brand confirms.
    expect(await deal.confirm('story-1')).toMatchObject({ status: 409, json: { code: 'DELIVERABLE_NOT_HANDED_IN' } });
    expect(await deal.askChanges('post-1', '  ')).toMatchObject({ status: 422, json: { detail: 'Escreva o que precisa mudar.' } });
    expect(await deal.askChanges('post-1', 'x'.repeat(1001))).toMatchObject({ status: 422 });
    expect(await deal.askChanges('post-1', 'Marque o perfil da marca na legenda.')).toMatchObject({
      status: 200,
      json: { items: [{ state: 'changes_requested', note: 'Marque o perfil da marca na legenda.', reviewed_at: expect.any(String) }, {}] },
    });
    expect(await deal.askChanges('post-1', 'De novo?')).toMatchObject({ status: 409, json: { code: 'DELIVERABLE_NOT_HANDED_IN' } });
    expect((await deal.readAsCreator()).json).toMatchObject({
      items: [{ state: 'changes_requested', note: 'Marque o perfil da marca na legenda.' }, {}],
    });
    expect(await deal.handIn('post-1', 'instagram.com/reel/C8xYz12AbCe')).toMatchObject({
      json: { items: [{ state: 'handed_in', url: 'https://www.instagram.com/reel/C8xYz12AbCe/' }, {}] },
    });
    expect(await deal.confirm('post-1')).toMatchObject({
      status: 200,
      json: { state: 'open', items: [{ state: 'confirmed', confirmed_at: expect.any(String) }, {}] },
    });
    // Confirming twice, or handing in a confirmed item, changes nothing.
    expect(await deal.confirm('post-1')).toMatchObject({ status: 409, json: { code: 'DELIVERABLE_CONFIRMED' } });
    expect(await deal.askChanges('post-1', 'Mudei de ideia.')).toMatchObject({ status: 409, json: { code: 'DELIVERABLE_CONFIRMED' } });
    expect(await deal.handIn('post-1', POST_URL)).toMatchObject({ status: 409, json: { code: 'DELIVERABLE_CONFIRMED' } });

    // The last confirmation concludes the deal, for both.
    expect((await deal.handIn('story-1', STORY_URL)).status).toBe(200);
    deal.clock.advance(60_000);
    const concluded = await deal.confirm('story-1');
    expect(concluded).toMatchObject({ status: 200, json: { state: 'concluded', concluded_at: deal.clock.now().toISOString() } });
    expect((await deal.readAsCreator()).json).toEqual(concluded.json);
    expect(await deal.handIn('story-1', STORY_URL)).toMatchObject({ status: 409, json: { code: 'DEAL_CONCLUDED' } });
    expect(await deal.confirm('story-1')).toMatchObject({ status: 409, json: { code: 'DEAL_CONCLUDED' } });
  });

  it('answers 404 to another creator and another brand, 401 to a removed member, and lets a member of the team answer', async () => {
    const deal = await acceptedDeal(context.handle.db);
    await deal.accept();
    const applicants = `/v3/brand/proposals/${deal.brandProposalId}/applicants`;
    const underWay = async () =>
      ((await deal.as(deal.brand.cookie, 'GET', applicants)).json as { applicants: { deal_under_way: boolean }[] }).applicants;
    expect(await underWay()).toEqual([expect.objectContaining({ deal_under_way: false })]);
    await deal.handIn('post-1', POST_URL);
    // Under way: the list says so, and the brand cannot take its acceptance back, from its account or a link.
    expect(await underWay()).toEqual([expect.objectContaining({ deal_under_way: true })]);
    const decision = `/v3/brand/proposals/${deal.brandProposalId}/applicants/${deal.applicationId}`;
    expect(await deal.as(deal.brand.cookie, 'POST', decision, { decision: 'rejected' })).toMatchObject({
      status: 409,
      json: { code: 'DEAL_UNDER_WAY' },
    });
    expect((await deal.as(deal.brand.cookie, 'POST', decision, { decision: 'accepted' })).status).toBe(200);

    const other = await createCreator(deal.app, context.handle.db, { level: 'gold' });
    for (const response of [
      await deal.readAsCreator(other.token),
      await deal.handIn('post-1', POST_URL, other.token),
      await deal.readAsCreator(deal.creator.token, 'nao-e-um-id'),
    ])
      expect(response).toMatchObject({ status: 404, json: { code: 'APPLICATION_NOT_FOUND' } });
    expect((await call(deal.app, 'GET', deal.creatorPath())).status).toBe(401);
    // Her token opens no brand route.
    expect((await call(deal.app, 'GET', deal.brandPath(), { token: deal.creator.token })).status).toBe(401);

    const otherBrand = await deal.approvedBrand();
    for (const response of [
      await deal.as(otherBrand.cookie, 'GET', deal.brandPath()),
      await deal.confirm('post-1', otherBrand.cookie),
      await deal.askChanges('post-1', 'Não é minha.', otherBrand.cookie),
      await deal.as(otherBrand.cookie, 'GET', deal.brandPath(undefined, 'nao-e-um-id')),
    ])
      expect(response).toMatchObject({ status: 404, json: { code: 'APPLICATION_NOT_FOUND' } });

    const member = await deal.teamMember();
    expect(await deal.askChanges('post-1', 'Falta a marcação.', member.cookie)).toMatchObject({ status: 200 });
    expect((await deal.as(deal.brand.cookie, 'DELETE', `/v3/brand/members/${member.id}`)).status).toBe(204);
    expect((await deal.as(member.cookie, 'GET', deal.brandPath())).status).toBe(401);
    expect((await deal.confirm('post-1', member.cookie)).status).toBe(401);
    // Nothing the others tried changed her checklist.
    expect((await deal.readAsCreator()).json).toMatchObject({
      state: 'open',
      items: [{ state: 'changes_requested', note: 'Falta a marcação.' }, { state: 'pending' }],
    });
  });

  it('tells her in her bell when the brand asks for a change, confirms, and concludes', async () => {
    const deal = await acceptedDeal(context.handle.db);
    await deal.accept();
    const later = () => deal.clock.advance(1000);
    await deal.handIn('post-1', POST_URL);
    await deal.askChanges('post-1', 'Falta a marcação.');
    later();
    await deal.handIn('post-1', POST_URL);
    await deal.confirm('post-1');
    later();
    await deal.handIn('story-1', STORY_URL);
    // A refused answer tells nothing.
    expect((await deal.askChanges('post-1', 'De novo.')).status).toBe(409);
    await deal.confirm('story-1');
    const bell = await call(deal.app, 'GET', '/v3/notifications', { token: deal.creator.token });
    const told = (bell.json?.['items'] as { kind: string; title: string; text: string }[]).filter((item) => item.kind === 'deliverable_reviewed');
    expect(told.map(({ title, text }) => [title, text]).reverse()).toEqual([
      ['Lumière pediu um ajuste', expect.stringMatching(/^Veja a nota sobre Post 1 de “Publi .+” e entregue de novo\.$/)],
      ['Entrega confirmada por Lumière', expect.stringMatching(/^Post 1 de “Publi .+”\.$/)],
      [expect.stringMatching(/^Publi concluída: Publi /), 'Lumière confirmou todas as entregas.'],
    ]);
  });

  it('limits the writes on a deal, per side', async () => {
    const deal = await acceptedDeal(context.handle.db);
    await deal.accept();
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await deal.handIn('post-1', POST_URL)).status).toBe(200);
    const refused = await deal.handIn('post-1', POST_URL);
    expect(refused).toMatchObject({ status: 429, json: { code: 'TOO_MANY_DELIVERABLE_WRITES' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The brand's budget is its own.
    expect((await deal.confirm('post-1')).status).toBe(200);
  });
});
