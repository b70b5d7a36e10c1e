import type { OperatorRole } from '@ma/api-client/admin';
import { generate } from 'otplib';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { call, uniqueEmail, type TestClock, type TestResponse } from '../../test/test-app.ts';
import type { App } from '../../app.ts';
import { createOperator } from './operators.service.ts';

/** The origin of createTestApp's app (its default appOrigin): the one the admin API answers. */
export const BACKOFFICE = 'http://localhost:3000';
export const OPERATOR_PASSWORD = 'senha-do-operador-123';

let addresses = 0;
/** A request from an address of its own (the limits count per address), from the back office. */
export const fromBackoffice = (extra: Record<string, string> = {}) => ({
  origin: BACKOFFICE,
  'x-forwarded-for': `198.51.100.${(addresses += 1) % 250}`,
  ...extra,
});

/** The TOTP code of `secret` at the clock's time. */
export const totpAt = (secret: string, clock: Clock) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** The `ma_operator` cookie a response set, as a Cookie header. */
export function operatorCookie(response: TestResponse): string {
  const value = /(?:^|,\s*)ma_operator=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!value) throw new Error(`no operator cookie in ${response.status} ${response.text}`);
  return `ma_operator=${value}`;
}

export interface TestOperator {
  id: string;
  email: string;
  secret: string;
  recoveryCodes: string[];
}

/** An operator of `role` made and set up through the setup link, as its owner would. */
export async function enrolledOperator(
  db: Database,
  { app, clock }: { app: App; clock: TestClock },
  role: OperatorRole,
  name = 'Otávio Operador',
  origin = BACKOFFICE,
): Promise<TestOperator> {
  const email = uniqueEmail(`operador-${role}`);
  const { operator, token } = await createOperator(
    { db, clock, totpCipher: app.services.operatorAccess.totpCipher },
    { operatorId: null, ip: null },
    {
      email,
      name,
      role,
    },
  );
  const setup = await call(app, 'GET', `/v3/admin/setup/${token}`, { headers: fromBackoffice({ origin }) });
  const secret = String(setup.json?.['secret']);
  const done = await call(app, 'POST', `/v3/admin/setup/${token}`, {
    headers: fromBackoffice({ origin }),
    body: { password: OPERATOR_PASSWORD, code: await totpAt(secret, clock) },
  });
  if (done.status !== 200) throw new Error(`setup failed: ${done.status} ${done.text}`);
  // The setup's code is spent: the next sign-in needs the next step's.
  clock.advance(30_000);
  return { id: operator.id, email, secret, recoveryCodes: done.json?.['recovery_codes'] as string[] };
}

/** Signs `operator` in with a fresh TOTP code (the clock moves on a step first, so that no code is reused). */
export async function signInAs(app: App, clock: TestClock, operator: TestOperator): Promise<string> {
  clock.advance(30_000);
  const response = await call(app, 'POST', '/v3/admin/auth', {
    headers: fromBackoffice(),
    body: { email: operator.email, password: OPERATOR_PASSWORD, code: await totpAt(operator.secret, clock) },
  });
  return operatorCookie(response);
}
