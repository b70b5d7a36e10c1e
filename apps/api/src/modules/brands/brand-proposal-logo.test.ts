import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandProposals } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { fromBackoffice } from '../operators/operators.test-support.ts';
import { LOGO_UPLOAD_RULE } from './brands.handlers.ts';
import { brandsTestBed, fromAddress, signedUpBrand, type TestBrand } from './brands.test-support.ts';

// A brand's logo on its own proposal (docs/product/brands.md "Proposals"): the back office's
// upload (proposal-logo.ts), on a draft or a returned proposal of the member's brand only.

const draft = (name: string) => ({ name, brand_name: 'Lumière', partnership_type: 'cache', value: 1500 });
const LOGO_PATH = '/v3/brand/proposals/logo';
const UNSUPPORTED = 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.';

describe.each(testDatabases)("a brand's proposal logo ($name)", (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const { test, operator, as, review, approvedBrand } = await brandsTestBed(context.handle.db);
    const newDraft = async (brand: TestBrand, name = 'Glow de Verão') =>
      String((await as(brand.cookie, 'POST', '/v3/brand/proposals', draft(name))).json?.['id']);
    /** A multipart upload of `bytes` as the logo of proposal `id`, with whatever credentials `headers` carry. */
    const upload = async (id: string, bytes: Uint8Array, headers: Record<string, string>, type = 'image/png') => {
      const body = new FormData();
      body.append('file', new Blob([bytes], { type }), 'logo');
      const response = await test.app.request(`${LOGO_PATH}?proposal=${encodeURIComponent(id)}`, {
        method: 'POST',
        headers: { ...fromAddress(), ...headers },
        body,
      });
      const text = await response.text();
      return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
    };
    return { ...test, operator, as, review, approvedBrand, newDraft, upload };
  };
  const png = () =>
    sharp({ create: { width: 800, height: 200, channels: 4, background: '#d6336c' } })
      .png()
      .toBuffer();

  it("stores the logo as the back office does and writes its address in the draft's fields, which publishing keeps", async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const id = await app.newDraft(brand);
    const stored = await app.upload(id, await png(), { cookie: brand.cookie });
    expect(stored.status, JSON.stringify(stored.json)).toBe(200);
    const url = String((stored.json?.['fields'] as Record<string, unknown>)['logo_url']);
    expect(url).toMatch(/^http:\/\/localhost:3000\/v3\/files\/logos\/[0-9a-f]{24}\.webp$/);
    expect(stored.json).toMatchObject({ id, state: 'draft', fields: { name: 'Glow de Verão', value: 1500 } });
    const served = await app.app.request(new URL(url).pathname);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);
    expect(await app.as(brand.cookie, 'GET', `/v3/brand/proposals/${id}`)).toMatchObject({ json: { fields: { logo_url: url } } });

    // Returned for changes: the brand may change it again; published, it carries the logo and no longer changes.
    await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/submit`);
    expect(await app.upload(id, await png(), { cookie: brand.cookie })).toMatchObject({ status: 409, json: { code: 'BRAND_PROPOSAL_LOCKED' } });
    await app.review('POST', `/v3/admin/brand-proposals/${id}/return`, { reason: 'Um logo maior.' });
    const bigger = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1c7ed6' } })
      .jpeg()
      .toBuffer();
    const again = await app.upload(id, bigger, { cookie: brand.cookie }, 'image/jpeg');
    expect(again).toMatchObject({ status: 200, json: { state: 'returned', return_reason: 'Um logo maior.' } });
    const newUrl = String((again.json?.['fields'] as Record<string, unknown>)['logo_url']);
    expect(newUrl).not.toBe(url);
    await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/submit`);
    const published = await app.review('POST', `/v3/admin/brand-proposals/${id}/publish`);
    expect(published).toMatchObject({ status: 200, json: { published: { logo_url: newUrl } } });
    expect(await app.upload(id, await png(), { cookie: brand.cookie })).toMatchObject({ status: 409, json: { code: 'BRAND_PROPOSAL_LOCKED' } });
  });

  it('takes no logo address but an uploaded one (or the one the proposal has, or none)', async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const foreign = { ...draft('Com endereço'), logo_url: 'https://example.com/pixel.png' };
    const refusal = { status: 422, json: { fields: { logo_url: 'Envie o logo como arquivo.' } } };
    expect(await app.as(brand.cookie, 'POST', '/v3/brand/proposals', foreign)).toMatchObject(refusal);
    const id = await app.newDraft(brand);
    expect(await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, foreign)).toMatchObject(refusal);
    const spoofed = 'http://localhost:3000/v3/files/photos/0123456789abcdef01234567.webp';
    expect(await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, { ...foreign, logo_url: spoofed })).toMatchObject(refusal);

    const url = String(((await app.upload(id, await png(), { cookie: brand.cookie })).json?.['fields'] as Record<string, unknown>)['logo_url']);
    const kept = await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, { ...draft('Com logo'), logo_url: url });
    expect(kept).toMatchObject({ status: 200, json: { fields: { name: 'Com logo', logo_url: url } } });
    // Another draft may carry a stored logo too (the form of a copy); removing it is a save without it.
    expect(await app.as(brand.cookie, 'POST', '/v3/brand/proposals', { ...draft('Cópia'), logo_url: url })).toMatchObject({ status: 201 });
    expect(await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, draft('Sem logo'))).toMatchObject({
      status: 200,
      json: { fields: { logo_url: null } },
    });
  });

  it('keeps an address a proposal had before uploads, as long as the brand leaves it', async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const id = await app.newDraft(brand);
    const older = 'https://example.com/logo-antigo.png';
    const [row] = await context.handle.db.select().from(brandProposals).where(eq(brandProposals.id, id));
    await context.handle.db
      .update(brandProposals)
      .set({ fields: { ...(row?.fields as object), logoUrl: older } })
      .where(eq(brandProposals.id, id));
    expect(await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, { ...draft('Glow'), logo_url: older })).toMatchObject({
      status: 200,
      json: { fields: { logo_url: older } },
    });
    expect(await app.as(brand.cookie, 'PUT', `/v3/brand/proposals/${id}`, { ...draft('Glow'), logo_url: `${older}?outro` })).toMatchObject({
      status: 422,
    });
  });

  it("refuses another brand's proposal, a malformed id, a creator's token, an operator's cookie and no session", async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const other = await app.approvedBrand();
    const id = await app.newDraft(brand);
    const logo = await png();
    expect(await app.upload(id, logo, { cookie: other.cookie })).toMatchObject({ status: 404, json: { code: 'BRAND_PROPOSAL_NOT_FOUND' } });
    expect(await app.upload('nao-e-um-id', logo, { cookie: brand.cookie })).toMatchObject({
      status: 404,
      json: { code: 'BRAND_PROPOSAL_NOT_FOUND' },
    });
    const creator = await registerAccount(app.app);
    expect(await app.upload(id, logo, { authorization: `Bearer ${creator.token}` })).toMatchObject({ status: 401 });
    expect(await app.upload(id, logo, fromBackoffice({ cookie: app.operator }))).toMatchObject({ status: 401 });
    expect(await app.upload(id, logo, {})).toMatchObject({ status: 401, json: { code: 'SESSION_EXPIRED' } });
    const pending = await signedUpBrand(app.app);
    expect(await app.upload(id, logo, { cookie: pending.cookie })).toMatchObject({ status: 403, json: { code: 'BRAND_NOT_APPROVED' } });
    // Nothing reached the proposal.
    expect(await app.as(brand.cookie, 'GET', `/v3/brand/proposals/${id}`)).toMatchObject({ json: { fields: { logo_url: null } } });
  });

  it('refuses a file too large and what is no image, in the back office words', async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const id = await app.newDraft(brand);
    // Over the route's body limit: refused before it is read.
    expect(await app.upload(id, new Uint8Array(3 * 1024 * 1024), { cookie: brand.cookie })).toMatchObject({
      status: 413,
      json: { code: 'PAYLOAD_TOO_LARGE' },
    });
    // Under the body limit, over the file's: the file's own check.
    const justOver = new Uint8Array(2 * 1024 * 1024 + 1);
    justOver.set(await png());
    expect(await app.upload(id, justOver, { cookie: brand.cookie })).toMatchObject({ status: 422, json: { fields: { file: UNSUPPORTED } } });
    expect(await app.upload(id, new TextEncoder().encode('<svg onload="alert(1)"/>'), { cookie: brand.cookie }, 'image/svg+xml')).toMatchObject({
      status: 422,
      json: { fields: { file: UNSUPPORTED } },
    });
    expect(await app.upload(id, new TextEncoder().encode('%PDF-1.4 not a logo'), { cookie: brand.cookie }, 'image/png')).toMatchObject({
      status: 422,
      json: { detail: UNSUPPORTED },
    });
    expect(await app.as(brand.cookie, 'GET', `/v3/brand/proposals/${id}`)).toMatchObject({ json: { fields: { logo_url: null } } });
  });

  it("counts a brand's uploads, refused ones too: past the hour's budget, 429", async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const id = await app.newDraft(brand);
    const junk = new TextEncoder().encode('not an image');
    for (let sent = 0; sent < LOGO_UPLOAD_RULE.limit; sent += 1) expect((await app.upload(id, junk, { cookie: brand.cookie })).status).toBe(422);
    expect(await app.upload(id, await png(), { cookie: brand.cookie })).toMatchObject({ status: 429, json: { code: 'TOO_MANY_PHOTO_UPLOADS' } });
    // Another brand has its own budget.
    const other = await app.approvedBrand();
    expect((await app.upload(await app.newDraft(other), await png(), { cookie: other.cookie })).status).toBe(200);
  });
});
