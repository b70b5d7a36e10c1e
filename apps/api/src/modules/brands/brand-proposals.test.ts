import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';
import { brandsTestBed, signedUpBrand } from './brands.test-support.ts';

/** A proposal as a brand's form sends it (snake_case, value in reais). */
const draft = (name: string) => ({ name, brand_name: 'Lumière', partnership_type: 'cache', value: 1500, description: 'Um vídeo no Reels.' });

describe.each(testDatabases)("a brand's proposals ($name)", (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const { test, sent, as, review, approvedBrand } = await brandsTestBed(context.handle.db);
    const creator = await registerAccount(test.app);
    /** What a creator's /publis finds for `q`. */
    const creatorsSee = async (q: string) => {
      const page = await call(test.app, 'POST', '/v3/proposal/', { token: creator.token, body: { q, page: 1, page_size: 12 } });
      return (page.json?.['items'] as { name: string }[]).map((item) => item.name);
    };
    return { ...test, sent, as, review, approvedBrand, creatorsSee };
  };

  it('keeps a draft the brand alone sees, rewrites it, and submits it; submitted, it no longer changes', async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const name = `Rascunho ${uniqueEmail('p')}`;
    const invalid = await app.as(brand.cookie, 'POST', '/v3/brand/proposals', { ...draft(name), value: -1 });
    expect(invalid).toMatchObject({ status: 422, json: { detail: 'O valor não pode ser negativo.' } });

    const created = await app.as(brand.cookie, 'POST', '/v3/brand/proposals', draft(name));
    expect(created).toMatchObject({ status: 201, json: { state: 'draft', fields: { name, value: 1500 }, published: null } });
    const id = String(created.json?.['id']);
    expect(await app.creatorsSee(name)).toEqual([]);

    const rewritten = await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, { ...draft(name), value: 2500 });
    expect(rewritten).toMatchObject({ status: 200, json: { state: 'draft', fields: { value: 2500 } } });
    expect(await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/submit`)).toMatchObject({ status: 200, json: { state: 'submitted' } });
    expect(await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, draft(name))).toMatchObject({
      status: 409,
      json: { code: 'BRAND_PROPOSAL_LOCKED' },
    });
    expect((await app.as(brand.cookie, 'DELETE', `/v3/brand/proposals/${id}`)).status).toBe(409);
    expect(await app.creatorsSee(name)).toEqual([]);
    const list = await app.as(brand.cookie, 'GET', '/v3/brand/proposals');
    expect((list.json?.['items'] as { id: string }[]).map((item) => item.id)).toContain(id);
  });

  it("answers 404 for another brand's proposal, and 403 to a brand not yet approved", async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const other = await app.approvedBrand();
    const created = await app.as(brand.cookie, 'POST', '/v3/brand/proposals', draft('Da outra marca'));
    const id = String(created.json?.['id']);
    for (const [method, path, body] of [
      ['GET', `/v3/brand/proposals/${id}`],
      ['PUT', `/v3/brand/proposals/${id}`, draft('Tomada')],
      ['POST', `/v3/brand/proposals/${id}/submit`],
      ['DELETE', `/v3/brand/proposals/${id}`],
      ['PATCH', `/v3/brand/proposals/${id}/published`, { close: true }],
    ] as const)
      expect(await app.as(other.cookie, method, path, body)).toMatchObject({ status: 404, json: { code: 'BRAND_PROPOSAL_NOT_FOUND' } });
    expect((await app.as(other.cookie, 'GET', '/v3/brand/proposals')).json?.['items']).toEqual([]);
    const pending = await signedUpBrand(app.app);
    expect(await app.as(pending.cookie, 'POST', '/v3/brand/proposals', draft('Pendente'))).toMatchObject({
      status: 403,
      json: { code: 'BRAND_NOT_APPROVED' },
    });
  });

  it('is returned with a reason, submitted again and published once: creators see it, the brand may extend or close it only', async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const name = `Publi de verão ${uniqueEmail('p')}`;
    const id = String((await app.as(brand.cookie, 'POST', '/v3/brand/proposals', draft(name))).json?.['id']);
    await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/submit`);

    const queue = await app.review('GET', '/v3/admin/brand-proposals');
    expect((queue.json?.['items'] as { id: string; brand: { id: string } }[]).find((item) => item.id === id)).toMatchObject({
      brand: { id: brand.brandId },
    });
    expect(await app.review('POST', `/v3/admin/brand-proposals/${id}/return`, { reason: '' })).toMatchObject({
      status: 422,
      json: { detail: 'Informe o motivo da devolução.' },
    });
    expect(await app.review('POST', `/v3/admin/brand-proposals/${id}/return`, { reason: 'Descreva as entregas.' })).toMatchObject({
      status: 200,
      json: { state: 'returned', return_reason: 'Descreva as entregas.' },
    });
    expect(app.sent.at(-1)).toMatchObject({ to: brand.email });
    expect(app.sent.at(-1)?.text).toContain('Motivo: Descreva as entregas.');
    expect(await app.review('POST', `/v3/admin/brand-proposals/${id}/publish`)).toMatchObject({
      status: 409,
      json: { code: 'BRAND_PROPOSAL_NOT_SUBMITTED' },
    });

    await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, { ...draft(name), description: 'Um Reels e três stories.' });
    expect(await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/submit`)).toMatchObject({
      json: { state: 'submitted', return_reason: null },
    });
    const published = await app.review('POST', `/v3/admin/brand-proposals/${id}/publish`);
    expect(published).toMatchObject({ status: 200, json: { state: 'published', published: { name, state: 'open', total_applications: 0 } } });
    expect(await app.creatorsSee(name)).toEqual([name]);
    expect(app.sent.at(-1)?.subject).toBe(`Sua proposta "${name}" foi publicada na Mais Alcance`);
    expect((await app.review('POST', `/v3/admin/brand-proposals/${id}/publish`)).status).toBe(409);
    // The lists read a page's published proposals together: each row still gets its own.
    const own = await app.as(brand.cookie, 'GET', '/v3/brand/proposals');
    expect(own.json?.['items']).toEqual(expect.arrayContaining([expect.objectContaining({ id, published: expect.objectContaining({ name }) })]));
    const publishedQueue = await app.review('GET', '/v3/admin/brand-proposals?state=published');
    expect(publishedQueue.json?.['items']).toEqual([expect.objectContaining({ id, published: expect.objectContaining({ name, state: 'open' }) })]);

    expect(await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, draft('Reescrita'))).toMatchObject({ status: 409 });
    const later = await app.as(brand.cookie, 'PATCH', `/v3/brand/proposals/${id}/published`, { valid_until: '2027-06-30' });
    expect(later).toMatchObject({ status: 200, json: { published: { state: 'open' } } });
    expect(String((later.json?.['published'] as Record<string, unknown>)['valid_until'])).toMatch(/^2027-07-01T02:59:59/);
    expect(await app.as(brand.cookie, 'PATCH', `/v3/brand/proposals/${id}/published`, { valid_until: '2027-01-31' })).toMatchObject({
      status: 422,
      json: { code: 'VALID_UNTIL_NOT_LATER' },
    });
    expect(await app.as(brand.cookie, 'PATCH', `/v3/brand/proposals/${id}/published`, { close: true })).toMatchObject({
      status: 200,
      json: { published: { state: 'closed' } },
    });
    expect(await app.creatorsSee(name)).toEqual([]);
  });

  it('keeps the review to admin and support', async () => {
    const app = await setup();
    const finance = await enrolledOperator(context.handle.db, app, 'finance');
    const cookie = await signInAs(app.app, app.clock, finance);
    expect((await call(app.app, 'GET', '/v3/admin/brand-proposals', { headers: fromBackoffice({ cookie }) })).status).toBe(403);
  });
});
