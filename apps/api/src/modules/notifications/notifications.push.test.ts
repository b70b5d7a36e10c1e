import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPushes, pushSubscriptions } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import type { App } from '../../app.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { acceptTwice, deliverAtOnce, userIdOf, usePushTestApps } from './notifications.test-support.ts';
import { NOTIFICATION_PUSH_JOB } from './push-job.ts';
import { MAX_PUSH_SUBSCRIPTIONS } from './push/subscriptions.repository.ts';
import { recordNotification } from './record.ts';
import type { CreatorEvent } from '../../lib/events.ts';

const SUBSCRIPTIONS = '/v3/notifications/push-subscriptions';

// Web Push to a push service on 127.0.0.1 that decrypts what it gets (docs/product/notifications.md "Push").
describe.each(testDatabases)('notification pushes ($name)', (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;
  const { vapid, service, setup } = usePushTestApps(() => context.handle);

  const pushesTo = (path: string) => service().received.filter((push) => push.path === path);
  const record = (userId: string, event: Pick<CreatorEvent, 'kind' | 'details'>) =>
    recordNotification(db(), { userId, ...event, dedupeKey: `${event.kind}:${randomUUID()}`, at: new Date('2026-03-02T12:00:00Z') } as CreatorEvent);
  const subscribe = (app: App, token: string, subscription: { endpoint: string; keys: object }) =>
    call(app, 'POST', SUBSCRIPTIONS, { token, body: { endpoint: subscription.endpoint, keys: subscription.keys } });

  it("pushes the brand's acceptance once, encrypted for the browser and signed with the server's VAPID key", async () => {
    const { app, clock, deliver } = await setup();
    const key = await call(app, 'GET', '/v3/notifications/vapid-key', { token: (await registerAccount(app)).token });
    expect(key).toMatchObject({ status: 200, json: { public_key: vapid.publicKey } });

    const bianca = await registerAccount(app, { name: 'Bianca Reis' });
    const phone = service().subscription();
    expect((await subscribe(app, bianca.token, phone)).status).toBe(204);
    const userId = await userIdOf(db(), bianca.email);
    expect(await acceptTwice(app, db(), clock, userId, 'Sérum Lumière')).toEqual([200, 200]);

    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);
    const [push, ...others] = pushesTo(phone.path);
    expect(others).toEqual([]);
    expect(push?.message).toEqual({
      title: 'Candidatura aceita',
      body: 'Sua candidatura para Sérum Lumière foi aceita!',
      url: '/publis?tab=candidaturas',
      tag: expect.any(String),
    });
    expect(push).toMatchObject({ vapidKey: vapid.publicKey, audience: service().origin, subject: vapid.subject, urgency: 'normal' });
    expect(Number(push?.ttl)).toBeGreaterThan(0);
  });

  it("removes a subscription the push service says is gone (410), and pushes the creator's other browsers", async () => {
    const { app, deliver } = await setup();
    const bianca = await registerAccount(app);
    const [expired, laptop] = [service().subscription(), service().subscription()];
    for (const browser of [expired, laptop]) expect((await subscribe(app, bianca.token, browser)).status).toBe(204);
    service().answer(expired.path, 410);
    await record(await userIdOf(db(), bianca.email), { kind: 'level_reached', details: { level: 'silver' } });

    expect(await deliver()).toBe(1);
    expect(pushesTo(laptop.path).map((push) => (push.message as { title: string }).title)).toEqual(['Você chegou ao nível Prata!']);
    expect(service().refused).toContainEqual({ path: expired.path, status: 410 });
    const left = await db().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((row) => row.endpoint)).not.toContain(expired.endpoint);
    expect(left.map((row) => row.endpoint)).toContain(laptop.endpoint);
  });

  it('keeps the push while the push service fails, then reaches each browser once', async () => {
    const { app, jobs } = await setup();
    const bianca = await registerAccount(app);
    const [down, up] = [service().subscription(), service().subscription()];
    for (const browser of [down, up]) await subscribe(app, bianca.token, browser);
    service().answer(down.path, 503);
    await record(await userIdOf(db(), bianca.email), { kind: 'voice_profile_ready', details: { profileId: randomUUID() } });

    expect(await jobs.runDue(NOTIFICATION_PUSH_JOB)).toBe(1);
    expect(await jobs.pending(NOTIFICATION_PUSH_JOB)).toBe(1);
    service().answer(down.path, undefined);
    expect(await jobs.runDue(NOTIFICATION_PUSH_JOB)).toBe(1);
    expect(pushesTo(down.path)).toHaveLength(1);
    expect(pushesTo(up.path)).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(notificationPushes)
      .where(eq(notificationPushes.userId, await userIdOf(db(), bianca.email)));
    expect(row?.status).toBe('sent');
  });

  it('pushes nothing of a kind the creator turned off on the phone, and writes no push for a creator without a browser', async () => {
    const { app, deliver } = await setup();
    const bianca = await registerAccount(app);
    const phone = service().subscription();
    await subscribe(app, bianca.token, phone);
    const off = await call(app, 'PUT', '/v3/notifications/preferences', {
      token: bianca.token,
      body: { preferences: [{ kind: 'level_reached', in_app: true, email: true, push: false }] },
    });
    expect(off.status).toBe(200);
    await record(await userIdOf(db(), bianca.email), { kind: 'level_reached', details: { level: 'gold' } });
    await deliver();
    expect(pushesTo(phone.path)).toEqual([]);

    const nobody = await registerAccount(app);
    const nobodyId = await userIdOf(db(), nobody.email);
    await record(nobodyId, { kind: 'level_reached', details: { level: 'gold' } });
    expect(await db().select().from(notificationPushes).where(eq(notificationPushes.userId, nobodyId))).toEqual([]);
  });

  it('sends a push once when two processes hold its job at the same time', async () => {
    const first = await setup();
    const second = await setup();
    const bianca = await registerAccount(first.app);
    const phone = service().subscription();
    await subscribe(first.app, bianca.token, phone);
    await record(await userIdOf(db(), bianca.email), { kind: 'level_reached', details: { level: 'gold' } });
    const [row] = await db()
      .select({ id: notificationPushes.id })
      .from(notificationPushes)
      .where(eq(notificationPushes.userId, await userIdOf(db(), bianca.email)));
    if (!row) throw new Error('no push row');
    expect(await deliverAtOnce([first.work, second.work], row.id)).toEqual(['gone', 'sent']);
    expect(pushesTo(phone.path)).toHaveLength(1);
  });

  describe('the subscriptions, as an attacker tries them', () => {
    it('refuses a caller without a session', async () => {
      const { app } = await setup();
      const phone = service().subscription();
      expect((await call(app, 'POST', SUBSCRIPTIONS, { body: { endpoint: phone.endpoint, keys: phone.keys } })).status).toBe(401);
      expect((await call(app, 'DELETE', SUBSCRIPTIONS, { body: { endpoint: phone.endpoint } })).status).toBe(401);
      expect((await call(app, 'GET', '/v3/notifications/vapid-key')).status).toBe(401);
    });

    it('never aims the server at an address that is not a push service', async () => {
      const { app } = await setup();
      const mallory = await registerAccount(app);
      const keys = service().subscription().keys;
      for (const endpoint of [
        'http://169.254.169.254/latest/meta-data/',
        'http://127.0.0.1:6379/',
        'https://fcm.googleapis.com.evil.example/fcm/send/x',
        'http://fcm.googleapis.com/fcm/send/x',
        'file:///etc/passwd',
      ]) {
        const answer = await subscribe(app, mallory.token, { endpoint, keys });
        expect(answer.status, endpoint).toBe(422);
      }
      const refused = await subscribe(app, mallory.token, { endpoint: 'https://push.example.com/x', keys });
      expect(refused.json?.['detail']).toBe(
        'Este navegador usa um serviço de notificações que não aceitamos. Tente pelo Chrome, Firefox, Edge ou Safari.',
      );
      const bad = await subscribe(app, mallory.token, { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'abc', auth: 'def' } });
      expect(bad).toMatchObject({
        status: 422,
        json: { detail: 'O navegador enviou uma inscrição de notificações inválida. Tente ativar de novo.' },
      });
      expect(
        await db()
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, await userIdOf(db(), mallory.email))),
      ).toEqual([]);
    });

    it("cannot remove another creator's browser, and removes the caller's own", async () => {
      const { app, deliver } = await setup();
      const [bianca, mallory] = [await registerAccount(app), await registerAccount(app)];
      const phone = service().subscription();
      await subscribe(app, bianca.token, phone);
      expect((await call(app, 'DELETE', SUBSCRIPTIONS, { token: mallory.token, body: { endpoint: phone.endpoint } })).status).toBe(204);
      await record(await userIdOf(db(), bianca.email), { kind: 'level_reached', details: { level: 'silver' } });
      await deliver();
      expect(pushesTo(phone.path)).toHaveLength(1);

      expect((await call(app, 'DELETE', SUBSCRIPTIONS, { token: bianca.token, body: { endpoint: phone.endpoint } })).status).toBe(204);
      await record(await userIdOf(db(), bianca.email), { kind: 'level_reached', details: { level: 'gold' } });
      await deliver();
      expect(pushesTo(phone.path)).toHaveLength(1);
    });

    it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per creator, the newest by the app's clock`, async () => {
      const { app, clock } = await setup();
      const bianca = await registerAccount(app);
      const first = service().subscription();
      const browsers = [first, ...Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 1 }, () => service().subscription())];
      for (const browser of browsers) {
        clock.advance(1000);
        expect((await subscribe(app, bianca.token, browser)).status).toBe(204);
      }
      // The first browser subscribes again: its row is the newest now.
      clock.advance(1000);
      expect((await subscribe(app, bianca.token, first)).status).toBe(204);
      const kept = await db()
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, await userIdOf(db(), bianca.email)));
      expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
      expect(kept.map((row) => row.endpoint)).toContain(browsers.at(-1)?.endpoint);
      expect(kept.find((row) => row.endpoint === first.endpoint)?.createdAt).toEqual(clock.now());
    });

    it('answers 404 PUSH_UNAVAILABLE on a server without VAPID keys', async () => {
      const { app } = createTestApp(db());
      const bianca = await registerAccount(app);
      const phone = service().subscription();
      const answer = await call(app, 'GET', '/v3/notifications/vapid-key', { token: bianca.token });
      expect(answer).toMatchObject({
        status: 404,
        json: { code: 'PUSH_UNAVAILABLE', detail: 'As notificações no celular não estão disponíveis no momento.' },
      });
      expect((await call(app, 'POST', SUBSCRIPTIONS, { token: bianca.token, body: { endpoint: phone.endpoint, keys: phone.keys } })).status).toBe(
        404,
      );
    });
  });
});
