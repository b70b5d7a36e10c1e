import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { mediaKitViews } from '../../db/schema.ts';
import { createBackground } from '../../lib/background.ts';
import { silentLogger } from '../../lib/logger.ts';
import { testDatabases } from '../../test/databases.ts';
import { connectionRefused } from '../../test/stand-ins.ts';
import { createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { servicesOf } from '../../app.ts';
import { insertUser } from '../credits/credits.test-support.ts';
import { createVisitCounter } from './kit-views.ts';

/** `db`, except that its first write fails as in an outage (the server refused the connection). */
function refusingFirstWrite(db: Database): Database {
  let refusals = 1;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'insert' && refusals > 0) {
        refusals -= 1;
        return () => {
          throw connectionRefused();
        };
      }
      return Reflect.get(target, property, target) as unknown;
    },
  });
}

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

describe.each(testDatabases)('counting kit visits ($name)', (database) => {
  const context = useTestDatabase(database);
  /**
   * A counter of a new creator's kit visits, writing through `db`; `visit` counts one from
   * `address` (a phone's browser unless told, all at one moment), `rows` reads what it wrote.
   */
  const counter = async ({ flushMs, db = context.handle.db }: { flushMs: number; db?: Database }) => {
    const userId = await insertUser(context.handle.db);
    const visits = createVisitCounter({ db, secret: 'segredo', background: createBackground(silentLogger), flushMs });
    const now = new Date('2026-11-23T15:00:00Z');
    const visit = (address: string, userAgent = browser) => visits.count({ userId, address, userAgent, now });
    const rows = () => context.handle.db.select().from(mediaKitViews).where(eq(mediaKitViews.userId, userId));
    return { visits, visit, rows };
  };

  it('writes the visits of a moment together, once per visitor per day', async () => {
    const { visits, visit, rows } = await counter({ flushMs: 60_000 });
    for (const address of ['198.51.100.1', '198.51.100.1', '198.51.100.2']) visit(address);
    visit('198.51.100.3', 'facebookexternalhit/1.1');
    expect(await rows()).toHaveLength(0);
    await visits.flush();
    expect(await rows()).toHaveLength(2);
    visit('198.51.100.1');
    await visits.flush();
    expect(await rows()).toHaveLength(2);
  });

  it('keeps the visits of a failed write for the next flush', async () => {
    const { visits, visit, rows } = await counter({ db: refusingFirstWrite(context.handle.db), flushMs: 60_000 });
    for (const address of ['198.51.100.1', '198.51.100.2']) visit(address);
    await expect(visits.flush()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await rows()).toHaveLength(0);
    // Written by the next flush, with the visit that came meanwhile.
    visit('198.51.100.3');
    await visits.flush();
    expect(await rows()).toHaveLength(3);
  });

  it('retries a failed write on its own, without waiting for another visit', async () => {
    const { visit, rows } = await counter({ db: refusingFirstWrite(context.handle.db), flushMs: 10 });
    visit('198.51.100.1');
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1), { timeout: 3000, interval: 50 });
  });

  it('knows a visitor again after JWT_SECRET is rotated: the hash is keyed with the tracking secret', async () => {
    const userId = await insertUser(context.handle.db);
    const trackingSecret = 'segredo-de-rastreamento-de-teste-0123456789';
    const visit = { userId, address: '198.51.100.7', userAgent: browser, now: new Date('2026-11-23T15:00:00Z') };
    for (const jwtSecret of ['o-segredo-jwt-de-antes-0123456789abcdef', 'o-segredo-jwt-novo-depois-do-vazamento-01']) {
      const { visits } = servicesOf(createTestApp(context.handle.db, { jwtSecret, trackingSecret, visitFlushMs: 60_000 }).app);
      visits.count(visit);
      await visits.flush();
    }
    expect(await context.handle.db.select().from(mediaKitViews).where(eq(mediaKitViews.userId, userId))).toHaveLength(1);
  });
});
