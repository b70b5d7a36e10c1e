import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import { configKeys, publicConfigQueryOptions } from './config.ts';

const answering = (body: unknown) =>
  createApiClient({
    baseUrl: 'http://api.test',
    fetch: async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  });

describe('publicConfigQueryOptions', () => {
  it('reads the deployment configuration once per page (it never goes stale)', () => {
    const options = publicConfigQueryOptions(answering({}));
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.queryKey).toEqual(configKeys.public());
    expect(options.queryKey.slice(0, 1)).toEqual(configKeys.all);
  });

  it('parses the snake_case wire into the app-side shape', async () => {
    const api = answering({
      google_client_id: null,
      demo_mode: true,
      mail_delivery: 'outbox',
      instagram_sign_up: true,
      ai_available: false,
      vip_group: { url: 'https://chat.whatsapp.com/DemoMaisAlcanceVip', demo: true },
    });
    await expect(publicConfigQueryOptions(api).queryFn()).resolves.toEqual({
      googleClientId: null,
      demoMode: true,
      mailDelivery: 'outbox',
      instagramSignUp: true,
      aiAvailable: false,
      vipGroup: { url: 'https://chat.whatsapp.com/DemoMaisAlcanceVip', demo: true },
    });
  });

  it('rejects an answer of another shape', async () => {
    const api = answering({
      google_client_id: 42,
      demo_mode: true,
      mail_delivery: 'outbox',
      instagram_sign_up: false,
      ai_available: true,
      vip_group: null,
    });
    await expect(publicConfigQueryOptions(api).queryFn()).rejects.toThrow();
  });
});
