import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/create-client.ts';
import { configKeys, publicConfigQueryOptions } from './config.ts';

const answering = (body: unknown) =>
  createApiClient({
    baseUrl: 'http://api.test',
    fetch: async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  });

/** GET /v3/config as the demo answers it. */
const wire = {
  google_client_id: null,
  demo_mode: true,
  mail_delivery: 'outbox',
  instagram_sign_up: true,
  ai_available: false,
  vip_group: { url: 'https://chat.whatsapp.com/DemoMaisAlcanceVip', demo: true },
};

describe('publicConfigQueryOptions', () => {
  it('reads the deployment configuration once per page (it never goes stale)', () => {
    const options = publicConfigQueryOptions(answering({}));
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.queryKey).toEqual(configKeys.public());
    expect(options.queryKey.slice(0, 1)).toEqual(configKeys.all);
  });

  it('parses the snake_case wire into the app-side shape', async () => {
    await expect(publicConfigQueryOptions(answering(wire)).queryFn()).resolves.toEqual({
      googleClientId: null,
      demoMode: true,
      mailDelivery: 'outbox',
      instagramSignUp: true,
      aiAvailable: false,
      vipGroup: { url: 'https://chat.whatsapp.com/DemoMaisAlcanceVip', demo: true },
    });
  });

  it('rejects an answer of another shape', async () => {
    await expect(publicConfigQueryOptions(answering({ ...wire, google_client_id: 42 })).queryFn()).rejects.toThrow();
  });
});
