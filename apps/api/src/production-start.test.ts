import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { affiliateBrands, brandMembers, brands, categories, coupons, operators, proposals, users } from './db/schema.ts';
import { nicheNames } from './modules/proposals/niches.ts';
import { freePort, startApiProcess, type ApiProcess } from './test/api-process.ts';
import { createServerDatabase } from './test/databases.ts';
import { testEnv } from './test/env.ts';
import { startS3Server, type LocalS3Server } from './test/s3-server.ts';

// The attack of issue #25: `npm start`'s demo put on a server gave anyone the reset link of any
// account (/v3/dev/outbox), the demo accounts with their public password, the demo brands and
// coupons, and fake consent pages. A server started for production, on an empty PostgreSQL
// database, must have none of it (docs/decisions/015-demo-and-production.md).

const adminUrl = testEnv.TEST_DATABASE_URL;
const secret = () => randomBytes(24).toString('hex');

describe.skipIf(!adminUrl)('an API started for production on an empty PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let s3: LocalS3Server;
  let api: ApiProcess;
  let handle: DatabaseHandle;
  const dataDir = mkdtempSync(join(tmpdir(), 'ma-production-'));
  const production = () => ({
    DATABASE_URL: database.url,
    JWT_SECRET: secret(),
    TOKEN_ENCRYPTION_KEY: secret(),
    TRACKING_SECRET: secret(),
    APP_ORIGIN: 'https://app.example.com',
    // Nothing listens there: a mail is tried and logged as failed, never shown.
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...s3.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    // Whatever a developer's .env says: empty counts as unset.
    DEMO_MODE: '',
    REDIS_URL: '',
    AI_BASE_URL: '',
    VOICE_API_KEY: '',
    META_APP_ID: '',
    TIKTOK_CLIENT_KEY: '',
  });

  beforeAll(async () => {
    database = await createServerDatabase(adminUrl ?? '');
    s3 = await startS3Server();
    api = await startApiProcess({ name: 'production', port: await freePort(), env: production() });
    handle = await openDatabase({ url: database.url, poolSize: 1 });
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await handle?.close();
    await s3?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, init?: RequestInit) => fetch(`${api.origin}${path}`, init);
  const post = (path: string, body: unknown) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('has no demo account, operator, brand, coupon or proposal; only the niches every deployment has', async () => {
    const total = async (table: typeof users | typeof operators | typeof affiliateBrands | typeof coupons | typeof proposals | typeof categories) =>
      (await handle.db.select({ n: count() }).from(table))[0]?.n;
    expect(await total(users)).toBe(0);
    expect(await total(affiliateBrands)).toBe(0);
    expect(await total(coupons)).toBe(0);
    expect(await total(proposals)).toBe(0);
    expect(await total(categories)).toBe(nicheNames.length);
    expect((await post('/v3/account/auth', { email: 'ouro@example.com', password: 'demo12345' })).status).toBe(401);
    // The demo operator of the README, whatever code is tried: the first admin comes from `cli operators:create`.
    expect(await total(operators)).toBe(0);
    const operatorSignIn = await call('/v3/admin/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://app.example.com' },
      body: JSON.stringify({ email: 'operador@example.com', password: 'demo12345', code: '123456' }),
    });
    expect(operatorSignIn.status).toBe(401);
    // Nor the demo brand of the README.
    expect((await handle.db.select({ n: count() }).from(brands))[0]?.n).toBe(0);
    expect((await handle.db.select({ n: count() }).from(brandMembers))[0]?.n).toBe(0);
    expect((await post('/v3/brand/auth', { email: 'marca@example.com', password: 'demo12345' })).status).toBe(401);
  });

  it("shows nobody's mail: the recovery link of an account never reaches an HTTP answer", async () => {
    const email = `vitima.${Date.now()}@example.com`;
    expect((await post('/v3/account/register', { name: 'Vítima Real', email, password: 'senha-segura-123' })).status).toBe(201);
    expect((await post('/v3/account/auth/forgot', { email })).status).toBe(202);
    const outbox = await call(`/v3/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(outbox.status).toBe(404);
    expect(await outbox.text()).not.toMatch(/reset_token|Redefina/);
  });

  it('mounts no demo consent page, no demo applicant list, says Aira has no writer, and offers no VIP group', async () => {
    for (const path of ['/demo/meta/dialog/oauth?client_id=demo-app', '/demo/tiktok/v2/auth/authorize/?client_key=demo-app']) {
      expect(await (await call(path)).text()).not.toContain('Demonstração');
    }
    const list = await call('/v3/aira/profile-list/demo-perfis-da-proposta-veste-verde-fitness');
    expect(list.status).toBe(404);
    expect(await (await call('/v3/config')).json()).toMatchObject({
      demo_mode: false,
      ai_available: false,
      instagram_sign_up: false,
      vip_group: null,
    });
  });

  it('refuses to start without what every process must share, naming it in one line', async () => {
    const { JWT_SECRET: _jwt, S3_BUCKET: _bucket, ...partial } = production();
    const started = startApiProcess({
      name: 'incomplete',
      port: await freePort(),
      env: { ...partial, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_ENDPOINT: '' },
    });
    await expect(started).rejects.toThrow(/exited \(1\) before it was ready[\s\S]*Production needs JWT_SECRET, S3_BUCKET /);
  });
});
