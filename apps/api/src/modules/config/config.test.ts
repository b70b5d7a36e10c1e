import { publicConfigSchema, toWireSchema } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { createGoogleIdTokenVerifier } from '../../auth/google-id-token.ts';
import { loadEnv } from '../../env.ts';
import type { ModuleSetup } from '../../lib/module.ts';
import type { RunMode } from '../../runtime-mode.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, createTestClock, useTestDatabase } from '../../test/test-app.ts';
import { configModule, DEMO_VIP_GROUP_URL } from './config.index.ts';

describe.each(testDatabases)('GET /v3/config ($name)', (database) => {
  const context = useTestDatabase(database);

  it('says by default: no Google sign-in, not the demo, e-mails kept in the outbox', async () => {
    const response = await call(createTestApp(context.handle.db).app, 'GET', '/v3/config');
    expect(response.status).toBe(200);
    expect(toWireSchema(publicConfigSchema).safeParse(response.json).success).toBe(true);
    expect(response.json).toEqual({
      google_client_id: null,
      demo_mode: false,
      mail_delivery: 'outbox',
      instagram_sign_up: false,
      ai_available: true,
      vip_group: null,
    });
  });

  it('gives the configured Google client id, the demo flag and SMTP delivery', async () => {
    const google = createGoogleIdTokenVerifier({
      clientId: 'abc.apps.googleusercontent.com',
      jwksUrl: 'http://127.0.0.1:1/certs',
      clock: createTestClock(),
    });
    const vipGroup = { url: 'https://chat.whatsapp.com/AbC123', demo: false };
    const { app } = createTestApp(context.handle.db, { google, demoMode: true, mailer: { kind: 'smtp', send: async () => undefined }, vipGroup });
    const response = await call(app, 'GET', '/v3/config');
    expect(response.json).toEqual({
      google_client_id: 'abc.apps.googleusercontent.com',
      demo_mode: true,
      mail_delivery: 'smtp',
      instagram_sign_up: false,
      ai_available: true,
      vip_group: { url: 'https://chat.whatsapp.com/AbC123', demo: false },
    });
  });

  it('says Aira is unavailable on a server without a writer', async () => {
    const response = await call(createTestApp(context.handle.db, { ai: null }).app, 'GET', '/v3/config');
    expect(response.json).toMatchObject({ ai_available: false });
  });

  it("gives the demo's labelled VIP group, and the configured one over it", async () => {
    const demo = configModule.configure?.(setupWith(undefined, 'demo'));
    const response = await call(createTestApp(context.handle.db, { ...demo }).app, 'GET', '/v3/config');
    expect(response.json).toMatchObject({ vip_group: { url: DEMO_VIP_GROUP_URL, demo: true } });
    expect(configModule.configure?.(setupWith('https://chat.whatsapp.com/AbC123', 'demo'))).toEqual({
      vipGroup: { url: 'https://chat.whatsapp.com/AbC123', demo: false },
    });
  });

  it('has no VIP group in production without VIP_GROUP_URL', async () => {
    const production = configModule.configure?.(setupWith(undefined, 'production'));
    const response = await call(createTestApp(context.handle.db, { ...production }).app, 'GET', '/v3/config');
    expect(response.json).toMatchObject({ vip_group: null });
  });
});

/** The module's setup with only what its `configure` reads. */
function setupWith(vipGroupUrl: string | undefined, mode: RunMode): ModuleSetup {
  const env = loadEnv(vipGroupUrl ? { VIP_GROUP_URL: vipGroupUrl } : {});
  return { env, mode } as ModuleSetup;
}
