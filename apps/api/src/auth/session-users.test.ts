import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { servicesOf } from '../app.ts';
import { isDatabaseUnavailable } from '../db/pg-errors.ts';
import { testDatabases } from '../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../test/test-app.ts';
import type { Database } from '../db/database.ts';
import { createBackground } from '../lib/background.ts';
import { silentLogger } from '../lib/logger.ts';
import { createSessionUsers, type SessionUser } from './session-users.ts';

const background = createBackground(silentLogger);

// Decision 012: under a silent database drop, postgres.js resolved a session lookup whose
// connection had died with an empty result (after reconnecting), and the request answered 401
// SESSION_EXPIRED: an outage signed creators out. A session is only declared gone on a positive
// answer of the database.
describe.each(testDatabases)('the session-user lookup ($name)', (database) => {
  const context = useTestDatabase(database);
  /** The driver's wrong answer: the lookup resolved, with no rows. */
  const answeredEmpty = async () => [];

  async function signedIn() {
    const { app } = createTestApp(context.handle.db);
    const { token } = await registerAccount(app);
    const claims = await servicesOf(app).tokens.verify(token);
    if (!claims) throw new Error('the token of a new account verifies');
    return { app, token, userId: claims.userId, sessionId: claims.sessionId };
  }

  it('fails, as the database being unavailable, when the lookup answers no row for a session that exists', async () => {
    const { sessionId } = await signedIn();
    const sessionUsers = createSessionUsers(context.handle.db, { background, find: answeredEmpty });
    const failure = await sessionUsers.load(sessionId).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('fails every request of the batch, never resolving one as signed out', async () => {
    const { sessionId } = await signedIn();
    const sessionUsers = createSessionUsers(context.handle.db, { background, find: answeredEmpty });
    const outcomes = await Promise.allSettled([sessionUsers.load(sessionId), sessionUsers.load(randomUUID()), sessionUsers.load(sessionId)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('answers undefined for a session the database positively does not have, and the user for one it has', async () => {
    const { userId, sessionId } = await signedIn();
    const sessionUsers = createSessionUsers(context.handle.db, { background });
    const [gone, found] = await Promise.all([sessionUsers.load(randomUUID()), sessionUsers.load(sessionId)]);
    expect(gone).toBeUndefined();
    expect(found?.id).toBe(userId);
    expect(found?.sessionId).toBe(sessionId);
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After through the app, not 401', async () => {
    const { app, token } = await signedIn();
    servicesOf(app).sessionUsers = createSessionUsers(context.handle.db, { background, find: answeredEmpty });
    const response = await call(app, 'GET', '/v3/account/me', { token });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.json).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
  });

  it('still answers 401 SESSION_EXPIRED for a token of an account that is gone', async () => {
    const { app } = await signedIn();
    const token = await servicesOf(app).tokens.sign({ userId: randomUUID(), tokenVersion: 0, sessionId: randomUUID() });
    const response = await call(app, 'GET', '/v3/account/me', { token });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('the session-user lookup under load', () => {
  /** A database whose reads answer when the test says, each user as a row of its id. */
  function heldReads() {
    const reads: { ids: readonly string[]; answer: () => void }[] = [];
    const find = (ids: readonly string[]) =>
      new Promise<SessionUser[]>((resolve) => reads.push({ ids, answer: () => resolve(ids.map((id) => ({ sessionId: id }) as SessionUser)) }));
    return { reads, find };
  }
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('gathers the requests that come in during a read into the next one, sent when it is done', async () => {
    const { reads, find } = heldReads();
    const sessionUsers = createSessionUsers({} as Database, { background, find });
    const first = sessionUsers.load('a');
    await turn();
    expect(reads.map(({ ids }) => ids)).toEqual([['a']]);
    const later = [sessionUsers.load('b')];
    await turn();
    later.push(sessionUsers.load('c'));
    await turn();
    // Both arrived while the first read was out: no read of theirs has started yet.
    expect(reads).toHaveLength(1);
    reads[0]?.answer();
    expect(await first).toEqual({ sessionId: 'a' });
    await turn();
    expect(reads.map(({ ids }) => ids)).toEqual([['a'], ['b', 'c']]);
    reads[1]?.answer();
    expect(await Promise.all(later)).toEqual([{ sessionId: 'b' }, { sessionId: 'c' }]);
  });

  it('does not wait long for a read that hangs', async () => {
    const { reads, find } = heldReads();
    const sessionUsers = createSessionUsers({} as Database, { background, find });
    void sessionUsers.load('a');
    await turn();
    const next = sessionUsers.load('b');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(reads.map(({ ids }) => ids)).toEqual([['a'], ['b']]);
    reads[1]?.answer();
    expect(await next).toEqual({ sessionId: 'b' });
  });
});
