import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectConsentPage } from './consent-page.test-support.ts';
import { TIKTOK_SCENARIOS } from './tiktok-demo-data.ts';
import { consentUrl, movableClock, REDIRECT_URI, startTikTok, submitConsent } from './test-setup.ts';

let tiktok: Awaited<ReturnType<typeof startTikTok>>;
const clock = movableClock();

beforeEach(async () => {
  tiktok = await startTikTok({ clock, fake: { redirectUris: [REDIRECT_URI] } });
});
afterEach(() => tiktok.server.close());

const consentPage = (overrides: Record<string, string> = {}) => consentUrl(tiktok.client, 'estado-tt', overrides);

describe('the TikTok consent page (demo stand-in for v2/auth/authorize/)', () => {
  it('renders every scenario in pt-BR, labelled as a demonstration, with no script and no inline style', async () => {
    await expectConsentPage(consentPage(), {
      network: 'TikTok',
      prefix: '/v3/demo/tiktok',
      labels: TIKTOK_SCENARIOS.map((scenario) => scenario.label),
    });
  });

  it("redirects to redirect_uri with a code, the scopes and the state, or with error=access_denied on 'Cancelar'", async () => {
    const html = await (await fetch(consentPage())).text();
    const granted = await submitConsent(tiktok.server.url, html, { scenario: 'grant', action: 'grant' });
    expect(granted.searchParams.get('state')).toBe('estado-tt');
    const tokens = await tiktok.client.exchangeCode({ code: granted.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
    expect(tokens.openId).toMatch(/^demo-tt-/);

    const expired = await submitConsent(tiktok.server.url, html, { scenario: 'expired_code', action: 'grant' });
    await expect(tiktok.client.exchangeCode({ code: expired.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI })).rejects.toMatchObject({
      failure: 'token',
    });
    const down = await submitConsent(tiktok.server.url, html, { scenario: 'unavailable', action: 'grant' });
    await expect(tiktok.client.exchangeCode({ code: down.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI })).rejects.toMatchObject({
      failure: 'unavailable',
    });

    const cancelled = await submitConsent(tiktok.server.url, html, { action: 'cancel' });
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.get('error_description')).toBeTruthy();
    expect(cancelled.searchParams.get('state')).toBe('estado-tt');
    expect(cancelled.searchParams.get('code')).toBeNull();
  });

  it('refuses, without redirecting, an unknown client_key, an unregistered redirect_uri or another response_type', async () => {
    const refused: Record<string, string>[] = [{ client_key: 'outro' }, { redirect_uri: 'https://golpe.example/' }, { response_type: 'token' }];
    for (const overrides of refused) {
      const answer = await fetch(consentPage(overrides), { redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
    }
  });

  it('refuses, without redirecting, an answer the page does not offer (a Meta one)', async () => {
    const html = await (await fetch(consentPage())).text();
    await expect(submitConsent(tiktok.server.url, html, { scenario: 'no_pages', action: 'grant' })).rejects.toThrow(
      /expected a redirect, got 400: [\s\S]*Escolha uma das opções da demonstração/,
    );
  });
});

describe('the TikTok fake', () => {
  it('checks the form, the bearer token and the fields as TikTok documents them', async () => {
    const { apiUrl } = tiktok.fake.urls(tiktok.server.url);
    const json = await fetch(`${apiUrl}/v2/oauth/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await json.json()).toMatchObject({ error: 'invalid_request', log_id: expect.any(String) });

    const { accessToken } = tiktok.control.issueTokens({ seed: 9 });
    const anonymous = await fetch(`${apiUrl}/v2/user/info/?fields=open_id`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ data: {}, error: { code: 'access_token_invalid' } });
    const asked = await fetch(`${apiUrl}/v2/user/info/?fields=open_id,display_name`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await asked.json()).toEqual({
      data: { user: { open_id: 'demo-tt-9', display_name: expect.any(String) } },
      error: { code: 'ok', message: '', log_id: expect.any(String) },
    });

    const tooMany = await fetch(`${apiUrl}/v2/video/list/?fields=id`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{"max_count":50}',
    });
    expect(await tooMany.json()).toMatchObject({ error: { code: 'invalid_params' } });
  });

  it('counts calls per endpoint and the peak of concurrent requests', async () => {
    const grants = Array.from({ length: 5 }, (_, i) => tiktok.control.issueTokens({ seed: 200 + i }));
    tiktok.control.setLatency(50, 'videos');
    await Promise.all(
      grants.map((grant) => Promise.all([tiktok.client.fetchUser(grant.accessToken), tiktok.client.fetchRecentVideos(grant.accessToken)])),
    );
    expect(tiktok.control.calls()).toMatchObject({ user: 5, videos: 5, token: 0 });
    expect(tiktok.control.peakConcurrency()).toBeGreaterThanOrEqual(5);
  });
});
