import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../db/schema.ts';
import { testDatabases } from '../../../test/databases.ts';
import type { App } from '../../../app.ts';
import { call, registerAccount, useTestDatabase } from '../../../test/test-app.ts';
import { userIdOf, usePushTestApps } from '../notifications.test-support.ts';
import { recordNotification } from '../record.ts';
import type { CreatorEvent } from '../../../lib/events.ts';

const SUBSCRIPTIONS = '/v3/notifications/push-subscriptions';

// Whose a browser's subscription is (docs/product/notifications.md "Push"): knowing a browser's
// push address is not holding the browser.
describe.each(testDatabases)('push subscriptions stay with their owner ($name)', (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;
  const { service, setup } = usePushTestApps(() => context.handle);

  const subscribe = (app: App, token: string, subscription: { endpoint: string; keys: object }) =>
    call(app, 'POST', SUBSCRIPTIONS, { token, body: { endpoint: subscription.endpoint, keys: subscription.keys } });
  const rowsAt = (endpoint: string) =>
    db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).orderBy(asc(pushSubscriptions.createdAt));
  const levelUp = (userId: string) =>
    recordNotification(db(), {
      userId,
      kind: 'level_reached',
      details: { level: 'gold' },
      dedupeKey: `level:${randomUUID()}`,
      at: new Date('2026-03-02T12:00:00Z'),
    } as CreatorEvent);
  const titlesAt = (path: string) =>
    service()
      .received.filter((push) => push.path === path)
      .map((push) => (push.message as { title: string }).title);

  it("never moves a browser to an account that knows only its address: Bianca's row, keys and pushes stay hers", async () => {
    const { app, deliver } = await setup();
    const [bianca, mallory] = [await registerAccount(app), await registerAccount(app)];
    const phone = service().subscription();
    expect((await subscribe(app, bianca.token, phone)).status).toBe(204);
    const [before] = await rowsAt(phone.endpoint);

    // Mallory learnt the address, not the browser's keys: she sends her own.
    const forged = { endpoint: phone.endpoint, keys: service().subscription().keys };
    expect((await subscribe(app, mallory.token, forged)).status).toBe(204);
    // The owner's keys with the wrong secret are no proof either.
    const wrongAuth = { endpoint: phone.endpoint, keys: { ...phone.keys, auth: forged.keys.auth } };
    expect((await subscribe(app, mallory.token, wrongAuth)).status).toBe(204);

    expect(await rowsAt(phone.endpoint)).toEqual([before]);
    const malloryId = await userIdOf(db(), mallory.email);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, malloryId))).toEqual([]);

    await levelUp(await userIdOf(db(), bianca.email));
    await levelUp(malloryId);
    expect(await deliver()).toBe(1);
    expect(titlesAt(phone.path)).toEqual(['Você chegou ao nível Ouro!']);
  });

  it('gives a second account on the same browser a subscription of its own when it sends the same keys, and leaves the first one as it was', async () => {
    const { app, deliver } = await setup();
    const [bianca, carla] = [await registerAccount(app), await registerAccount(app)];
    const shared = service().subscription();
    await subscribe(app, bianca.token, shared);
    const [biancaRow] = await rowsAt(shared.endpoint);
    // The app hands the browser's subscription to the API each time it opens, as whoever is signed in.
    expect((await subscribe(app, carla.token, shared)).status).toBe(204);
    expect((await subscribe(app, bianca.token, shared)).status).toBe(204);

    const rows = await rowsAt(shared.endpoint);
    expect(rows.map((row) => row.userId).sort()).toEqual([await userIdOf(db(), bianca.email), await userIdOf(db(), carla.email)].sort());
    expect(rows.find((row) => row.id === biancaRow?.id)).toMatchObject({
      userId: biancaRow?.userId,
      p256dh: biancaRow?.p256dh,
      auth: biancaRow?.auth,
    });

    await levelUp(await userIdOf(db(), carla.email));
    expect(await deliver()).toBe(1);
    expect(titlesAt(shared.path)).toEqual(['Você chegou ao nível Ouro!']);

    // Carla turning push off on that browser ends her subscription only.
    expect((await call(app, 'DELETE', SUBSCRIPTIONS, { token: carla.token, body: { endpoint: shared.endpoint } })).status).toBe(204);
    expect((await rowsAt(shared.endpoint)).map((row) => row.id)).toEqual([biancaRow?.id]);
  });
});
