import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { createUser } from './account.repository.ts';
import { usernameBase } from '@ma/domain';

describe.each(testDatabases)('POST /v3/account/register ($name)', (database) => {
  const context = useTestDatabase(database);
  const app = () => createTestApp(context.handle.db).app;
  const valid = () => ({ name: 'Mariana Lima', email: uniqueEmail(), password: 'senha-segura-123' });

  it('creates a bronze account that is already signed in', async () => {
    const instance = app();
    const created = await call(instance, 'POST', '/v3/account/register', { body: valid() });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ access_token: expect.any(String), level: 'bronze' });

    const me = await call(instance, 'GET', '/v3/account/me', { token: String(created.json?.['access_token']) });
    expect(me.status).toBe(200);
    expect(me.json?.['user']).toMatchObject({ name: 'Mariana Lima', level: 'bronze', has_password: true });
  });

  it('stores the e-mail lower-cased and the password as an argon2id hash', async () => {
    const email = uniqueEmail('Caixa.Alta').replace('@example.com', '@EXAMPLE.com');
    await call(app(), 'POST', '/v3/account/register', { body: { ...valid(), email } });
    const [row] = await context.handle.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row?.email).toBe(email.toLowerCase());
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const instance = app();
    const first = valid();
    expect((await call(instance, 'POST', '/v3/account/register', { body: first })).status).toBe(201);
    const again = await call(instance, 'POST', '/v3/account/register', {
      body: { ...valid(), email: `  ${first.email.toUpperCase()} ` },
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ detail: 'Conta já cadastrada.', code: 'ACCOUNT_ALREADY_EXISTS' });
  });

  it('derives a unique username from the name, numbered on a clash', async () => {
    const instance = app();
    for (let i = 0; i < 3; i += 1) {
      await call(instance, 'POST', '/v3/account/register', { body: { ...valid(), name: 'Zélia Gonçalves Über' } });
    }
    const rows = await context.handle.db.select({ username: users.username }).from(users).where(eq(users.name, 'Zélia Gonçalves Über'));
    expect(rows.map((row) => row.username).sort()).toEqual(['zelia_goncalves_uber', 'zelia_goncalves_uber_2', 'zelia_goncalves_uber_3']);
  });

  it('gives every one of many simultaneous sign-ups with the same name its own username', async () => {
    const name = `Multidão ${crypto.randomUUID().slice(0, 8)}`;
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) => createUser(context.handle.db, { name, email: uniqueEmail(`multidao-${i}`) })),
    );
    const usernames = created.map((user) => (user === 'email-taken' ? user : user.username));
    expect(new Set(usernames).size).toBe(40);
    expect(usernames.every((username) => username.startsWith(usernameBase(name)))).toBe(true);
  });

  it('takes 10 sign-ups an hour from one address, e-mails already taken included, then 429 with Retry-After', async () => {
    const { app, clock } = createTestApp(context.handle.db);
    const from = (address: string, body: unknown = valid()) =>
      call(app, 'POST', '/v3/account/register', { body, headers: { 'x-forwarded-for': address } });
    const first = valid();
    expect((await from('198.51.100.40', first)).status).toBe(201);
    // A taken e-mail counts too: the limit is also on listing which e-mails have an account.
    expect((await from('198.51.100.40', first)).status).toBe(409);
    for (let i = 0; i < 8; i += 1) expect((await from('198.51.100.40')).status).toBe(201);
    clock.advance(10 * 60 * 1000);
    const blocked = await from('198.51.100.40');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(50 * 60));
    expect(blocked.json).toEqual({
      detail: 'Muitas contas criadas a partir desta conexão. Tente novamente em 50 minutos.',
      code: 'TOO_MANY_REGISTRATIONS',
    });
    // Another address is not held back.
    expect((await from('198.51.100.41')).status).toBe(201);
    clock.advance(50 * 60 * 1000);
    expect((await from('198.51.100.40')).status).toBe(201);
  });

  it('does not limit sign-ups in the demo, where every request comes from one machine', async () => {
    const { app } = createTestApp(context.handle.db, { demoMode: true });
    for (let i = 0; i < 11; i += 1) {
      expect((await call(app, 'POST', '/v3/account/register', { body: valid(), headers: { 'x-forwarded-for': '198.51.100.42' } })).status).toBe(201);
    }
  });

  it('never hands out a username that shadows an app route', async () => {
    await call(app(), 'POST', '/v3/account/register', { body: { ...valid(), name: 'Login' } });
    const [row] = await context.handle.db.select({ username: users.username }).from(users).where(eq(users.name, 'Login'));
    expect(row?.username).toBe('login_2');
  });

  it.each([
    ['name', { name: '' }, 'Informe seu nome.'],
    ['name', { name: undefined }, 'Informe seu nome.'],
    ['email', { email: 'nao-e-email' }, 'Informe um e-mail válido.'],
    ['email', { email: undefined }, 'Informe seu e-mail.'],
    ['password', { password: 'curta' }, 'A senha precisa ter pelo menos 8 caracteres.'],
    ['password', { password: 12345678 }, 'Informe sua senha.'],
  ])('answers 422 naming %s when it is invalid (%o)', async (field, change, detail) => {
    const response = await call(app(), 'POST', '/v3/account/register', { body: { ...valid(), ...change } });
    expect(response.status).toBe(422);
    expect(response.json?.['detail']).toBe(detail);
    expect(response.json?.['fields']).toEqual({ [field]: detail });
  });

  it('lists every invalid field in `fields`', async () => {
    const response = await call(app(), 'POST', '/v3/account/register', { body: {} });
    expect(response.status).toBe(422);
    expect(Object.keys(response.json?.['fields'] ?? {}).sort()).toEqual(['email', 'name', 'password']);
  });

  it.each([
    ['malformed JSON', '{"name": "Ana",', { 'content-type': 'application/json' }, 400, 'O corpo da requisição não é um JSON válido.'],
    [
      'a body that is not JSON',
      'name=Ana',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'Envie o corpo da requisição em JSON (Content-Type: application/json).',
    ],
    ['a body without a content type', '{}', { 'content-type': '' }, 415, 'Envie o corpo da requisição em JSON (Content-Type: application/json).'],
    ['a JSON array', '[]', { 'content-type': 'application/json' }, 422, expect.stringContaining('Corpo da requisição inválido.')],
    ['JSON null', 'null', { 'content-type': 'application/json' }, 422, expect.stringContaining('Corpo da requisição inválido.')],
  ])('answers %s with a 4xx and a pt-BR detail', async (_case, body, headers, status, detail) => {
    const response = await app().request('/v3/account/register', { method: 'POST', body, headers });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ detail });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await call(app(), 'POST', '/v3/account/register', { body: { ...valid(), name: 'a'.repeat(70_000) } });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ detail: 'O corpo da requisição é grande demais.', code: 'PAYLOAD_TOO_LARGE' });
  });
});
