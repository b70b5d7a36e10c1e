import { mediaKitSchema, publicMediaKitSchema, toWireSchema } from '@ma/api-client/schemas';
import { USERNAME_FORMAT } from '@ma/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';

type App = ReturnType<typeof createTestApp>['app'];

const KIT = '/v3/media-kit';
const NICHES = ['Moda', 'Beleza', 'Viagem', 'Culinária', 'Games', 'Fitness'];

/** A whole kit as the editor sends it (snake_case, as on the wire). */
const fullKit = (username: string, changes: Record<string, unknown> = {}) => ({
  name: 'Olívia Andrade',
  username,
  picture_url: null,
  bio: 'Moda acessível e skincare em Salvador.',
  state: 'SP',
  city: 'sao  paulo',
  niches: ['Moda', 'Beleza'],
  contact_email: ' Olivia@Example.com ',
  whatsapp: '(11) 98765-4321',
  rates: [
    { kind: 'post', price_cents: 150_000 },
    { kind: 'story', price_cents: null },
    { kind: 'package', label: '3 stories + 1 reels', price_cents: 299_990 },
  ],
  brands: ['Natura', 'Havaianas'],
  highlights: [{ url: 'https://www.instagram.com/p/abc123/', title: 'Campanha de verão' }],
  version: 0,
  ...changes,
});

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();

async function upload(app: App, token: string, bytes: Uint8Array, type = 'image/jpeg', name = 'foto.jpg') {
  const form = new FormData();
  form.append('photo', new Blob([bytes], { type }), name);
  const response = await app.request('/v3/media-kit/photo', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, json: (await response.json()) as Record<string, string> };
}

let usernames = 0;
const freshUsername = () => `kit_${Date.now().toString(36)}_${(usernames += 1)}`;

describe.each(testDatabases)('media kit API ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const { app, clock } = createTestApp(context.handle.db);
    const account = await registerAccount(app);
    return { app, clock, token: account.token, username: freshUsername() };
  };
  const save = (app: App, token: string, body: unknown) => call(app, 'PUT', KIT, { token, body });

  beforeAll(async () => {
    await context.handle.db
      .insert(categories)
      .values(NICHES.map((name, position) => ({ id: `kit-test-${position}`, name, position })))
      .onConflictDoNothing();
  });

  it('answers a new account its empty kit at version 0, in the default look', async () => {
    const { app, token } = await setup();
    const response = await call(app, 'GET', KIT, { token });
    expect(response.status).toBe(200);
    expect(toWireSchema(mediaKitSchema).safeParse(response.json).success).toBe(true);
    expect(response.json).toMatchObject({
      name: 'Ana Clara Souza',
      level: 'bronze',
      version: 0,
      bio: '',
      rates: [],
      views: { thirty_days: 0, total: 0 },
      appearance: { theme: 'claro', accent_color: '#6d28d9', sections: ['stats', 'rates', 'brands', 'highlights', 'contact'] },
    });
  });

  it('saves every field, normalised, and shows it on the public kit', async () => {
    const { app, token, username } = await setup();
    const response = await save(app, token, fullKit(username));
    expect(response.status).toBe(200);
    const kit = response.json?.['kit'] as Record<string, unknown>;
    expect(kit).toMatchObject({
      username,
      city: 'São Paulo',
      state: 'SP',
      contact_email: 'olivia@example.com',
      whatsapp: '+5511987654321',
      rates: [
        { kind: 'post', label: null, price_cents: 150_000 },
        { kind: 'story', label: null, price_cents: null },
        { kind: 'package', label: '3 stories + 1 reels', price_cents: 299_990 },
      ],
      brands: ['Natura', 'Havaianas'],
      version: 1,
    });
    const publicKit = await call(app, 'GET', `/v3/media-kit/public/${username.toUpperCase()}`);
    expect(publicKit.status).toBe(200);
    expect(toWireSchema(publicMediaKitSchema).safeParse(publicKit.json).success).toBe(true);
    expect(publicKit.json).toMatchObject({ name: 'Olívia Andrade', bio: 'Moda acessível e skincare em Salvador.', whatsapp: '+5511987654321' });
    expect(publicKit.json).not.toHaveProperty('version');
    expect(publicKit.json).not.toHaveProperty('views');
  });

  it('makes a Bronze account Prata on the save that completes the kit, and not before', async () => {
    const { app, token, username } = await setup();
    const withoutPhoto = await save(app, token, fullKit(username));
    expect(withoutPhoto.json).toMatchObject({ previous_level: 'bronze', kit: { level: 'bronze' } });
    const photo = await upload(app, token, await jpeg());
    expect(photo.status).toBe(201);
    const complete = await save(app, token, fullKit(username, { picture_url: photo.json['picture_url'], version: 1 }));
    expect(complete.status).toBe(200);
    expect(complete.json).toMatchObject({ previous_level: 'bronze', kit: { level: 'silver', picture_url: photo.json['picture_url'] } });
    expect((await call(app, 'GET', '/v3/account/me', { token })).json).toMatchObject({ user: { level: 'silver' } });
    // Emptying the bio takes the level back: it is earned by the kit as it is.
    const emptied = await save(app, token, fullKit(username, { picture_url: photo.json['picture_url'], bio: '', version: 2 }));
    expect(emptied.json).toMatchObject({ previous_level: 'silver', kit: { level: 'bronze' } });
  });

  it('saves a kit without a niche as a draft: kept, and still Bronze until one is chosen (#38)', async () => {
    const { app, token, username } = await setup();
    const draft = await save(app, token, fullKit(username, { niches: [] }));
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({ previous_level: 'bronze', kit: { level: 'bronze', niches: [], bio: expect.any(String) } });
    expect((await call(app, 'GET', KIT, { token })).json).toMatchObject({ niches: [], version: 1 });
  });

  it("refuses a save over another tab's, and keeps the other tab's kit", async () => {
    const { app, token, username } = await setup();
    expect((await save(app, token, fullKit(username, { bio: 'Aba 1' }))).status).toBe(200);
    const stale = await save(app, token, fullKit(username, { bio: 'Aba 2' }));
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'KIT_VERSION_CONFLICT', detail: expect.stringContaining('outra aba') });
    expect((await call(app, 'GET', KIT, { token })).json).toMatchObject({ bio: 'Aba 1', version: 1 });
  });

  it.each([
    ['an invalid WhatsApp number', { whatsapp: '98765-4321' }, 'whatsapp', 'Informe um WhatsApp com DDD, por exemplo (11) 98765-4321.'],
    ['a bio of 10,000 characters', { bio: 'a'.repeat(10_000) }, 'bio', 'A bio pode ter no máximo 500 caracteres.'],
    ['a city that is not in the state', { state: 'RJ', city: 'Salvador' }, 'city', 'Escolha uma cidade de RJ da lista.'],
    ['a city without its state', { state: null, city: 'Salvador' }, 'state', 'Escolha o estado da cidade.'],
    ['a reserved username', { username: 'login' }, 'username', 'Este endereço é reservado pelo site. Escolha outro.'],
    ['a username with spaces', { username: 'ana souza' }, 'username', USERNAME_FORMAT],
    // A dot would make /{username} a file at the root (google….html, ads.txt): a kit would prove the domain.
    ['a username with a dot', { username: 'a.b' }, 'username', USERNAME_FORMAT],
    ['a username named like a file', { username: 'google5f3a9c1d2e7b8a64.html' }, 'username', USERNAME_FORMAT],
    ['a username with a hyphen', { username: 'ana-souza' }, 'username', USERNAME_FORMAT],
    ['six niches', { niches: NICHES }, 'niches', 'Escolha no máximo 5 nichos.'],
    ['a niche not in the list', { niches: ['Astrologia'] }, 'niches', 'Escolha nichos da lista.'],
    ['a negative price', { rates: [{ kind: 'post', price_cents: -500 }] }, 'rates.0.price_cents', 'O preço não pode ser negativo.'],
    ['a fraction of a centavo', { rates: [{ kind: 'post', price_cents: 100.5 }] }, 'rates.0.price_cents', 'Use no máximo 2 casas decimais.'],
    ['a price in reais as text', { rates: [{ kind: 'post', price_cents: '15,00' }] }, 'rates.0.price_cents', 'Informe um preço.'],
    [
      'a price over R$ 1.000.000,00',
      { rates: [{ kind: 'post', price_cents: 100_000_001 }] },
      'rates.0.price_cents',
      'O preço pode ser no máximo R$ 1.000.000,00.',
    ],
    [
      'a package without a name',
      { rates: [{ kind: 'package', label: ' ', price_cents: 1_000 }] },
      'rates.0.label',
      expect.stringContaining('Dê um nome ao pacote'),
    ],
    [
      'a highlight that is not a link',
      { highlights: [{ url: 'javascript:alert(1)', title: 'x' }] },
      'highlights.0.url',
      'Cole o link do post, começando com https://.',
    ],
    [
      'seven highlights',
      { highlights: Array.from({ length: 7 }, (_, i) => ({ url: `https://example.com/${i}`, title: `Post ${i}` })) },
      'highlights',
      'Escolha no máximo 6 destaques.',
    ],
    [
      'a photo of somebody else',
      { picture_url: '/v3/files/avatars/00000000-0000-4000-8000-000000000000/abc-400.webp' },
      'picture_url',
      'Envie a foto de novo.',
    ],
    ['an e-mail without a domain', { contact_email: 'olivia@' }, 'contact_email', 'Informe um e-mail válido.'],
  ])('refuses %s with a 422 on its field, and saves nothing', async (_case, changes, field, message) => {
    const { app, token, username } = await setup();
    const response = await save(app, token, fullKit(username, changes));
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', detail: message, fields: { [field]: message } });
    expect((await call(app, 'GET', KIT, { token })).json).toMatchObject({ version: 0, name: 'Ana Clara Souza', bio: '' });
  });

  it('refuses a username somebody else has with 409 on the field', async () => {
    const first = await setup();
    expect((await save(first.app, first.token, fullKit(first.username))).status).toBe(200);
    const second = await setup();
    const response = await save(second.app, second.token, fullKit(first.username));
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      code: 'USERNAME_TAKEN',
      detail: 'Este endereço já está em uso. Escolha outro.',
      fields: { username: 'Este endereço já está em uso. Escolha outro.' },
    });
  });

  it('says whether an address is free while the creator types', async () => {
    const first = await setup();
    await save(first.app, first.token, fullKit(first.username));
    const second = await setup();
    const check = async (token: string, username: string) =>
      (await call(second.app, 'GET', `/v3/media-kit/username-availability?username=${encodeURIComponent(username)}`, { token })).json;
    expect(await check(second.token, 'livre_para_usar_123')).toEqual({ username: 'livre_para_usar_123', available: true, detail: null });
    expect(await check(second.token, 'a.b')).toEqual({ username: 'a.b', available: false, detail: USERNAME_FORMAT });
    expect(await check(second.token, first.username.toUpperCase())).toEqual({
      username: first.username,
      available: false,
      detail: 'Este endereço já está em uso. Escolha outro.',
    });
    expect(await check(first.token, first.username)).toMatchObject({ available: true });
    expect(await check(second.token, 'publis')).toMatchObject({ available: false, detail: 'Este endereço é reservado pelo site. Escolha outro.' });
  });

  it('stores a photo as two square WebP files without metadata, served for a year', async () => {
    const { app, token } = await setup();
    const response = await upload(app, token, await jpeg(), 'application/octet-stream', 'foto.bin');
    expect(response.status).toBe(201);
    expect(response.json['picture_url']).toMatch(/^\/v3\/files\/avatars\/[0-9a-f-]+\/[0-9a-f]+-400\.webp$/);
    const file = await app.request(response.json['picture_url'] ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 400, 400, undefined]);
    const thumb = await sharp(Buffer.from(await (await app.request(response.json['picture_thumb_url'] ?? '')).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([96, 96]);
  });

  it('refuses a file that is not an image whatever its name, and a photo over 10 MB', async () => {
    const { app, token } = await setup();
    const text = await upload(app, token, new TextEncoder().encode('não sou uma foto'), 'image/jpeg', 'foto.jpg');
    expect(text).toEqual({ status: 415, json: { code: 'PHOTO_UNSUPPORTED', detail: 'Envie uma foto JPEG, PNG, WebP ou HEIC.' } });
    const huge = await upload(app, token, new Uint8Array(30 * 1024 * 1024), 'image/jpeg');
    expect(huge).toEqual({ status: 413, json: { code: 'PHOTO_TOO_LARGE', detail: 'A foto deve ter no máximo 10 MB.' } });
  });

  it('takes 30 photo uploads an hour per account, refused ones too, then 429 with Retry-After before reading the photo', async () => {
    const { app, clock, token } = await setup();
    const other = await registerAccount(app);
    const notAPhoto = new TextEncoder().encode('não sou uma foto');
    for (let i = 0; i < 29; i += 1) expect((await upload(app, token, notAPhoto)).status).toBe(415);
    expect((await upload(app, token, await jpeg())).status).toBe(201);
    clock.advance(20 * 60 * 1000);
    const form = new FormData();
    form.append('photo', new Blob([await jpeg()], { type: 'image/jpeg' }), 'foto.jpg');
    const blocked = await app.request('/v3/media-kit/photo', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(40 * 60));
    expect(await blocked.json()).toEqual({
      detail: 'Muitas fotos enviadas em pouco tempo. Tente novamente em 40 minutos.',
      code: 'TOO_MANY_PHOTO_UPLOADS',
    });
    // Another account is not held back, and the hour passes.
    expect((await upload(app, other.token, await jpeg())).status).toBe(201);
    clock.advance(40 * 60 * 1000);
    expect((await upload(app, token, await jpeg())).status).toBe(201);
  });

  it('answers 404 for an address with no kit, and 401 for the own kit without a session', async () => {
    const { app } = await setup();
    expect((await call(app, 'GET', '/v3/media-kit/public/ninguem-aqui')).json).toEqual({
      code: 'MEDIA_KIT_NOT_FOUND',
      detail: 'Mídia kit não encontrado.',
    });
    expect((await call(app, 'GET', KIT)).status).toBe(401);
  });

  it('draws a 1200x630 PNG link preview, at a new address after each save', async () => {
    const { app, token, username } = await setup();
    const saved = await save(app, token, fullKit(username, { name: '<script>alert(1)</script> Olívia' }));
    const url = (saved.json?.['kit'] as { preview_image_url: string }).preview_image_url;
    expect(url).toMatch(new RegExp(`^/v3/media-kit/public/${username}/preview.png\\?v=1-bronze$`));
    const image = await app.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const again = await save(app, token, fullKit(username, { version: 1 }));
    expect((again.json?.['kit'] as { preview_image_url: string }).preview_image_url).toMatch(/\?v=2-bronze$/);
  });

  it('saves the look: theme, accent colour and which sections show in what order', async () => {
    const { app, token } = await setup();
    const response = await call(app, 'PUT', `${KIT}/appearance`, {
      token,
      body: { theme: 'escuro', accent_color: '#FF5500', sections: ['contact', 'rates'], version: 0 },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      kit: { appearance: { theme: 'escuro', accent_color: '#ff5500', sections: ['contact', 'rates'] }, version: 1 },
    });
    const bad = await call(app, 'PUT', `${KIT}/appearance`, { token, body: { theme: 'neon', accent_color: 'vermelho', sections: [], version: 1 } });
    expect(bad.status).toBe(422);
    expect(bad.json?.['fields']).toMatchObject({ theme: 'Escolha um tema da lista.' });
    const stale = await call(app, 'PUT', `${KIT}/appearance`, { token, body: { theme: 'claro', accent_color: '#000000', sections: [], version: 0 } });
    expect(stale.status).toBe(409);
  });

  it('never lets a save leave the account half-written', async () => {
    const { app, token, username } = await setup();
    await save(app, token, fullKit(username));
    const [before] = await context.handle.db.select().from(users).where(eq(users.username, username));
    const response = await save(app, token, fullKit(`${username}-novo`, { bio: 'Nova bio', whatsapp: '123', version: 1 }));
    expect(response.status).toBe(422);
    const [after] = await context.handle.db
      .select()
      .from(users)
      .where(eq(users.id, before?.id ?? ''));
    expect(after).toEqual(before);
  });
});
