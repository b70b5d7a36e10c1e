import { describe, expect, it } from 'vitest';
import { oauthStates } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { useConnectFakes } from './connect.test-support.ts';
import { PUBLIC_CONNECT_RULE } from './public-connect-throttle.ts';

const START = '/v3/connect/public/instagram/authorize';

// Signing up with Instagram starts without a session (docs/product/connect.md "Sign-up with Instagram").
describe.each(testDatabases)('starting a sign-up with Instagram ($name)', (database) => {
  const context = useTestDatabase(database);
  const fakes = useConnectFakes();
  const statesCount = async () => (await context.handle.db.select({ stateHash: oauthStates.stateHash }).from(oauthStates)).length;

  it('limits the starts of one address, writing no state once refused, with a pt-BR 429 and Retry-After', async () => {
    const { app } = fakes.app(context.handle.db);
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    for (let index = 0; index < PUBLIC_CONNECT_RULE.limit; index += 1) expect((await call(app, 'POST', START, from('203.0.113.7'))).status).toBe(200);
    const before = await statesCount();
    const refused = await call(app, 'POST', START, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      detail: 'Muitas tentativas de entrar com o Instagram. Tente novamente em 15 minutos.',
      code: 'TOO_MANY_CONNECT_STARTS',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await statesCount()).toBe(before);
    // Another address is not held up by it.
    expect((await call(app, 'POST', START, from('203.0.113.8'))).status).toBe(200);
  });

  it('marks the browser cookie Secure whenever the public address is https', async () => {
    const cookieOf = async (app: Parameters<typeof call>[0], headers: Record<string, string> = {}) =>
      (await call(app, 'POST', START, { headers })).headers.get('set-cookie') ?? '';
    const plain = fakes.app(context.handle.db).app;
    expect(await cookieOf(plain)).toMatch(/^ma_connect_browser=/);
    expect(await cookieOf(plain)).not.toMatch(/;\s*Secure/i);
    // Behind a TLS-terminating proxy (TRUST_PROXY): the request reaches us over http.
    expect(await cookieOf(plain, { 'x-forwarded-proto': 'https' })).toMatch(/;\s*Secure/i);
    // Served at an https APP_ORIGIN, whatever the hop to us says.
    const https = createTestApp(context.handle.db, { connect: fakes.services(), appOrigin: 'https://maisalcance.example', trustProxy: false }).app;
    expect(await cookieOf(https)).toMatch(/;\s*Secure/i);
  });
});
