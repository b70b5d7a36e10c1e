import { notificationKinds } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { recordNotification } from './record.ts';
import { notificationRowsOf, recordRefunds, userIdOf } from './notifications.test-support.ts';

type Json = Record<string, unknown>;
const items = (body: Json | undefined) => (body?.['items'] ?? []) as Json[];

describe.each(testDatabases)('notifications API ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const { app } = createTestApp(context.handle.db);
    const account = await registerAccount(app);
    const userId = await userIdOf(context.handle.db, account.email);
    return { app, db: context.handle.db, token: account.token, userId };
  };

  it('answers 401 to every call without a session', async () => {
    const { app } = createTestApp(context.handle.db);
    const answers = [
      await call(app, 'GET', '/v3/notifications'),
      await call(app, 'POST', '/v3/notifications/read', { body: { all: true } }),
      await call(app, 'GET', '/v3/notifications/preferences'),
      await call(app, 'PUT', '/v3/notifications/preferences', { body: { preferences: [] } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it('lists newest first, 20 a page, with the unread count of every page and the text and link of each', async () => {
    const { app, db, token, userId } = await setup();
    await recordRefunds(db, userId, 25);
    const first = await call(app, 'GET', '/v3/notifications', { token });
    expect(first.status).toBe(200);
    expect(items(first.json)).toHaveLength(20);
    expect(first.json?.['unread']).toBe(25);
    expect(items(first.json)[0]).toEqual({
      id: expect.any(String),
      kind: 'request_refunded',
      title: 'Créditos devolvidos',
      text: 'Não foi possível gerar suas ideias. Devolvemos 25 créditos para você.',
      path: '/aira',
      created_at: '2026-03-01T12:24:00.000Z',
      read_at: null,
    });
    const cursor = String(first.json?.['cursor']);
    const second = await call(app, 'GET', `/v3/notifications?cursor=${cursor}`, { token });
    expect(items(second.json).map((item) => item['created_at'])).toEqual(
      ['04', '03', '02', '01', '00'].map((minute) => `2026-03-01T12:${minute}:00.000Z`),
    );
    expect(second.json?.['cursor']).toBeNull();
    const ids = [...items(first.json), ...items(second.json)].map((item) => item['id']);
    expect(new Set(ids).size).toBe(25);
  });

  it('pages rows of the same instant without losing or repeating one', async () => {
    const { app, db, token, userId } = await setup();
    const at = new Date('2026-03-01T10:00:00Z');
    for (let index = 0; index < 23; index += 1)
      await recordNotification(db, { userId, kind: 'level_reached', details: { level: 'silver' }, dedupeKey: `same-instant:${index}`, at });
    const first = await call(app, 'GET', '/v3/notifications', { token });
    const second = await call(app, 'GET', `/v3/notifications?cursor=${String(first.json?.['cursor'])}`, { token });
    const ids = [...items(first.json), ...items(second.json)].map((item) => item['id']);
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
  });

  it('refuses a cursor it did not write with a pt-BR 422, never a 5xx', async () => {
    const { app, token } = await setup();
    for (const cursor of [
      'abc',
      Buffer.from('x|y').toString('base64url'),
      'a'.repeat(300),
      '%00',
      Buffer.from(`99999999999999999|${crypto.randomUUID()}`).toString('base64url'),
    ]) {
      const answer = await call(app, 'GET', `/v3/notifications?cursor=${encodeURIComponent(cursor)}`, { token });
      expect(answer.status, cursor).toBe(422);
      expect(answer.json).toMatchObject({ code: 'VALIDATION_FAILED', detail: 'Página de notificações inválida. Recarregue a lista.' });
    }
  });

  it('marks read the ids given, or all, of the caller only', async () => {
    const { app, db, token, userId } = await setup();
    const other = await setup();
    await recordRefunds(db, userId, 3);
    await recordRefunds(db, other.userId, 2);
    const mine = items((await call(app, 'GET', '/v3/notifications', { token })).json).map((item) => String(item['id']));
    const theirs = items((await call(app, 'GET', '/v3/notifications', { token: other.token })).json).map((item) => String(item['id']));

    const some = await call(app, 'POST', '/v3/notifications/read', { token, body: { ids: [mine[0], theirs[0]] } });
    expect(some.status).toBe(200);
    expect(some.json).toEqual({ read: 1, unread: 2 });
    const listed = items((await call(app, 'GET', '/v3/notifications', { token })).json);
    expect(listed[0]?.['read_at']).toBe('2026-03-02T12:00:00.000Z');

    // Another creator can neither mark nor read them.
    const attack = await call(app, 'POST', '/v3/notifications/read', { token: other.token, body: { ids: mine } });
    expect(attack.json).toEqual({ read: 0, unread: 2 });
    expect((await call(app, 'GET', '/v3/notifications', { token: other.token })).json?.['unread']).toBe(2);
    expect(items((await call(app, 'GET', '/v3/notifications', { token: other.token })).json).map((item) => item['id'])).toEqual(theirs);

    const all = await call(app, 'POST', '/v3/notifications/read', { token, body: { all: true } });
    expect(all.json).toEqual({ read: 2, unread: 0 });
    expect((await call(app, 'GET', '/v3/notifications', { token: other.token })).json?.['unread']).toBe(2);
  });

  it.each([
    ['nothing', {}, 'Informe as notificações ou marque todas como lidas.'],
    ['no ids', { ids: [] }, 'Informe as notificações ou marque todas como lidas.'],
    ['a malformed id', { ids: ['nao-e-um-id'] }, 'Notificação inválida.'],
    ['all false', { all: false }, 'Informe as notificações ou marque todas como lidas.'],
    ['both', { ids: [crypto.randomUUID()], all: true }, 'Informe as notificações ou marque todas como lidas.'],
    ['101 ids', { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }, 'No máximo 100 notificações por vez.'],
  ])('refuses %s to mark read with a pt-BR 422', async (_label, body, detail) => {
    const { app, token } = await setup();
    const answer = await call(app, 'POST', '/v3/notifications/read', { token, body });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: 'VALIDATION_FAILED', detail });
  });

  it('answers every kind with the defaults, changes the kinds given, and a kind off in the app writes nothing', async () => {
    const { app, db, token, userId } = await setup();
    const initial = await call(app, 'GET', '/v3/notifications/preferences', { token });
    expect(initial.status).toBe(200);
    const preferences = (initial.json?.['preferences'] ?? []) as Json[];
    expect(preferences).toHaveLength(notificationKinds.length);
    expect(preferences[0]).toEqual({ kind: 'application_accepted', in_app: true, email: true, push: true });

    const changed = await call(app, 'PUT', '/v3/notifications/preferences', {
      token,
      body: { preferences: [{ kind: 'request_refunded', in_app: false, email: true, push: false }] },
    });
    expect(changed.status).toBe(200);
    const after = (changed.json?.['preferences'] ?? []) as Json[];
    expect(after.find((item) => item['kind'] === 'request_refunded')).toEqual({ kind: 'request_refunded', in_app: false, email: true, push: false });
    expect(after.filter((item) => item['in_app'] === false)).toHaveLength(1);

    await recordRefunds(db, userId, 2);
    await recordNotification(db, { userId, kind: 'level_reached', details: { level: 'silver' }, dedupeKey: 'level:silver' });
    expect((await notificationRowsOf(db, userId)).map((row) => row.kind)).toEqual(['level_reached']);

    // Turned back on: told again.
    await call(app, 'PUT', '/v3/notifications/preferences', {
      token,
      body: { preferences: [{ kind: 'request_refunded', in_app: true, email: true, push: true }] },
    });
    await recordRefunds(db, userId, 1);
    expect(await notificationRowsOf(db, userId)).toHaveLength(2);
  });

  it.each([
    [{ preferences: [] }, 'Informe ao menos uma preferência.'],
    [{ preferences: [{ kind: 'spam', in_app: true, email: true, push: true }] }, 'Tipo de notificação inválido.'],
    [{ preferences: [{ kind: 'payout_made', in_app: 'sim', email: true, push: true }] }, 'Informe se quer ver no app.'],
    [
      {
        preferences: [
          { kind: 'payout_made', in_app: true, email: true, push: true },
          { kind: 'payout_made', in_app: false, email: true, push: true },
        ],
      },
      'Cada tipo de notificação só pode aparecer uma vez.',
    ],
  ])('refuses preferences %j with a pt-BR 422', async (body, detail) => {
    const { app, token } = await setup();
    const answer = await call(app, 'PUT', '/v3/notifications/preferences', { token, body });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: 'VALIDATION_FAILED', detail });
  });
});
