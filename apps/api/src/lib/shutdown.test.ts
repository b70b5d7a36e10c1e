import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { servicesOf } from '../app.ts';
import { mediaKitViews } from '../db/schema.ts';
import { insertUser } from '../modules/credits/credits.test-support.ts';
import { flushesOf } from '../modules/index.ts';
import { testDatabases } from '../test/databases.ts';
import { createTestApp, useTestDatabase } from '../test/test-app.ts';
import { createBackground } from './background.ts';
import { silentLogger, type Logger } from './logger.ts';
import { createShutdown, type ShutdownDeps } from './shutdown.ts';

const browser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process to stop, whose every step writes to `events`; `visits` is the kit-visit counter's flush. */
function stoppable(options: { visits?: () => Promise<void>; graceMs?: number } = {}) {
  const events: string[] = [];
  const errors: string[] = [];
  const logger: Logger = { ...silentLogger, error: (message: string) => void errors.push(message) };
  const services: ShutdownDeps['services'] = { background: createBackground(logger), logger };
  const flushes = [
    { name: 'affiliate', flush: async () => void (await tick(), events.push('clicks written')) },
    { name: 'media-kit', flush: options.visits ?? (async () => void (await tick(10), events.push('visits written'))) },
  ];
  const shutdown = createShutdown({
    server: {
      close: (callback) => setTimeout(() => (events.push('server closed'), callback()), 5),
      closeIdleConnections: () => void events.push('idle connections closed'),
    },
    jobs: [{ stop: async () => (await tick(), events.push('job stopped')) }],
    services,
    flushes,
    closes: [async () => void events.push('database closed')],
    graceMs: options.graceMs,
  });
  return { events, errors, shutdown };
}

describe('shutdown', () => {
  it('stops the server and the jobs, writes the gathered clicks and kit visits, and only then closes the database', async () => {
    const { events, shutdown } = stoppable();
    await shutdown('SIGTERM');
    expect(events).toEqual(['idle connections closed', 'server closed', 'job stopped', 'clicks written', 'visits written', 'database closed']);
  });

  it('runs once when signalled twice', async () => {
    const { events, shutdown } = stoppable();
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
    expect(events.filter((event) => event === 'database closed')).toHaveLength(1);
  });

  it('logs a failed flush and still closes the database', async () => {
    const { events, errors, shutdown } = stoppable({ visits: () => Promise.reject(new Error('connect ECONNREFUSED')) });
    await shutdown('SIGTERM');
    expect(errors).toEqual(['background: flush media-kit failed']);
    expect(events.at(-1)).toBe('database closed');
  });

  it('closes the database after the grace when a flush does not finish', async () => {
    const { events, shutdown } = stoppable({ visits: () => new Promise(() => undefined), graceMs: 50 });
    await shutdown('SIGTERM');
    expect(events.at(-1)).toBe('database closed');
  });
});

describe.each(testDatabases)('shutdown of an app with kit visits still gathering ($name)', (database) => {
  const context = useTestDatabase(database);

  it('writes them before the database closes', async () => {
    const { db } = context.handle;
    const userId = await insertUser(db);
    // As main.ts has it: a second of visits gathers before one write.
    const services = servicesOf(createTestApp(db, { visitFlushMs: 1000 }).app);
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      services.visits.count({ userId, address, userAgent: browser, now: new Date('2026-11-23T15:00:00Z') });
    }
    let rowsWhenClosed: number | undefined;
    const shutdown = createShutdown({
      server: { close: (callback) => setImmediate(callback) },
      jobs: [],
      services,
      flushes: flushesOf(services),
      closes: [async () => void (rowsWhenClosed = (await db.select().from(mediaKitViews).where(eq(mediaKitViews.userId, userId))).length)],
    });
    await shutdown('SIGTERM');
    expect(rowsWhenClosed).toBe(2);
  });
});
