import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppOptions } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { call, createTestApp, registerAccount } from '../../test/test-app.ts';
import { applyCreditChange } from '../credits/credit-ledger.ts';

/** A new Idempotency-Key, as the web app makes one per click. */
export const newKey = () => randomUUID().replaceAll('-', '');

/**
 * A test app and a signed-up creator granted `credits`: `paid` sends a request with an
 * Idempotency-Key (a new one unless given; null sends none), `get` reads as the creator.
 */
export async function fundedCreator(db: Database, { credits = 10, ...overrides }: { credits?: number } & Partial<AppOptions> = {}) {
  const { app, clock } = createTestApp(db, overrides);
  const account = await registerAccount(app);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (!user) throw new Error('no user');
  if (credits > 0) await applyCreditChange(db, { userId: user.id, kind: 'grant', amount: credits, reason: 'Bônus' });
  const paid = (path: string, body: unknown, idempotencyKey: string | null = newKey()) =>
    call(app, 'POST', path, { token: account.token, body, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} });
  const get = (path: string) => call(app, 'GET', path, { token: account.token });
  return { app, clock, db, userId: user.id, token: account.token, paid, get };
}
