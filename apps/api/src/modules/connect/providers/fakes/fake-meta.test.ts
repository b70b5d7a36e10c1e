import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectConsentPage } from './consent-page.test-support.ts';
import { createFakeMeta } from './fake-meta.ts';
import { appSecretProof } from './fake-meta-context.ts';
import { META_SCENARIOS } from './meta-demo-data.ts';
import { consentForm, consentUrl, DEMO_SECRET, META_APP, movableClock, REDIRECT_URI, startMeta, submitConsent } from './test-setup.ts';

const REAUTH_URI = 'http://localhost:3000/account/confirm-instagram';
let meta: Awaited<ReturnType<typeof startMeta>>;
const clock = movableClock();

beforeEach(async () => {
  meta = await startMeta({ clock, fake: { redirectUris: [REDIRECT_URI, REAUTH_URI] } });
});
afterEach(() => meta.server.close());

const consentPage = (overrides: Record<string, string> = {}) => consentUrl(meta.client, 'estado <&> 1', overrides);

describe('the Meta consent page (demo stand-in for dialog/oauth)', () => {
  it('renders every scenario in pt-BR, labelled as a demonstration, with no script and no inline style', async () => {
    const { csp, stylesheet } = await expectConsentPage(consentPage(), {
      network: 'Facebook',
      prefix: '/v3/demo/meta',
      labels: META_SCENARIOS.map((scenario) => scenario.label),
    });
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    const css = await fetch(new URL(stylesheet, meta.server.url));
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it("redirects to redirect_uri with a code and the state, or with error=access_denied on 'Cancelar'", async () => {
    const html = await (await fetch(consentPage())).text();
    expect(consentForm(html).fields['state']).toBe('estado <&> 1');
    const granted = await submitConsent(meta.server.url, html, { scenario: 'existing', action: 'grant' });
    expect(granted.href.startsWith('http://localhost:3000/conexoes/retorno?rede=x&')).toBe(true);
    expect(granted.searchParams.get('state')).toBe('estado <&> 1');
    const { accessToken } = await meta.client.exchangeCode({ code: granted.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
    expect((await meta.client.listAccounts(accessToken)).accounts.map((account) => account.username)).toEqual(['ouro']);

    const cancelled = await submitConsent(meta.server.url, html, { action: 'cancel' });
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({
      rede: 'x',
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
      state: 'estado <&> 1',
    });
  });

  it("answers 'Confirmar com o Instagram' as the person this browser consented as before, and any other consent as a new one", async () => {
    /** A consent through the page with `cookie`: the Instagram ids the code's grant reaches, and the cookie set. */
    const consentAs = async (redirectUri: string, cookie = '') => {
      const url = new URL(meta.client.authorizeUrl({ state: 's', redirectUri }));
      const { action, fields } = consentForm(await (await fetch(url)).text());
      const confirm = new URL(action, meta.server.url);
      for (const [name, value] of Object.entries({ ...fields, scenario: 'grant', action: 'grant' })) confirm.searchParams.set(name, value);
      const answer = await fetch(confirm, { redirect: 'manual', headers: { cookie } });
      const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const tokens = await meta.client.exchangeCode({ code, redirectUri });
      const ids = (await meta.client.listAccounts(tokens.accessToken)).accounts.map((account) => account.id);
      return { ids, cookie: answer.headers.get('set-cookie')?.split(';')[0] ?? '' };
    };
    const signUp = await consentAs(REDIRECT_URI);
    const again = await consentAs(REAUTH_URI, signUp.cookie);
    expect(again.ids).toEqual(signUp.ids);
    expect((await consentAs(REDIRECT_URI, signUp.cookie)).ids).not.toEqual(signUp.ids);
    expect((await consentAs(REAUTH_URI)).ids).not.toEqual(signUp.ids);
  });

  it('refuses, without redirecting, an unknown app, an unregistered redirect_uri or an unknown scope', async () => {
    const refused: Record<string, string>[] = [
      { client_id: '999' },
      { redirect_uri: 'https://golpe.example/retorno' },
      { scope: 'pages_show_list,tudo' },
      { redirect_uri: 'javascript:alert(1)' },
    ];
    for (const overrides of refused) {
      const answer = await fetch(consentPage(overrides), { redirect: 'manual' });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.text()).toContain('Não foi possível continuar');
    }
  });
});

describe('the Meta fake', () => {
  it('keeps no state: a code from one process is exchanged on another with the same secret, not with another secret', async () => {
    const code = createFakeMeta({ ...META_APP, secret: DEMO_SECRET }).control.issueCode({ redirectUri: REDIRECT_URI });
    expect((await meta.client.exchangeCode({ code, redirectUri: REDIRECT_URI })).accessToken).toMatch(/^demo\./);
    const foreign = createFakeMeta({ ...META_APP, secret: 'outro-segredo' }).control.issueCode({ redirectUri: REDIRECT_URI });
    await expect(meta.client.exchangeCode({ code: foreign, redirectUri: REDIRECT_URI })).rejects.toMatchObject({ failure: 'token' });
  });

  it('requires the appsecret_proof and answers only the fields asked for', async () => {
    const token = meta.control.issueToken({ seed: 77 });
    const graph = meta.fake.urls(meta.server.url).graphUrl;
    const bare = await fetch(`${graph}/demo-ig-77?fields=id,username&access_token=${token}`);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error: { code: 100, type: 'GraphMethodException', fbtrace_id: expect.any(String) } });
    const wrong = await fetch(`${graph}/demo-ig-77?fields=id&access_token=${token}&appsecret_proof=${appSecretProof('outro', token)}`);
    expect(wrong.status).toBe(400);

    const proof = appSecretProof(META_APP.appSecret, token);
    const asked = await fetch(`${graph}/demo-ig-77?fields=id,username&access_token=${token}&appsecret_proof=${proof}`);
    expect(await asked.json()).toEqual({ id: 'demo-ig-77', username: expect.stringMatching(/\.demo77$/) });
    const unknown = await fetch(`${graph}/demo-ig-77?fields=id,senha&access_token=${token}&appsecret_proof=${proof}`);
    expect(await unknown.json()).toMatchObject({ error: { code: 100, message: expect.stringContaining('nonexisting field (senha)') } });
    const notGranted = await fetch(`${graph}/demo-ig-ouro?fields=id&access_token=${token}&appsecret_proof=${proof}`);
    expect(await notGranted.json()).toMatchObject({ error: { code: 100, error_subcode: 33 } });
  });

  it('counts calls per endpoint and the peak of concurrent requests', async () => {
    const tokens = Array.from({ length: 6 }, (_, i) => meta.control.issueToken({ seed: 100 + i }));
    meta.control.setLatency(50);
    await Promise.all(tokens.map((token) => meta.client.listAccounts(token)));
    expect(meta.control.calls()).toMatchObject({ accounts: 6, token: 0, insights: 0 });
    expect(meta.control.totalCalls()).toBe(6);
    expect(meta.control.peakConcurrency()).toBe(6);
    meta.control.reset();
    expect(meta.control.totalCalls()).toBe(0);
    expect(meta.control.peakConcurrency()).toBe(0);
  });

  it('serves an SVG avatar per profile and nothing for an unknown id', async () => {
    const avatar = await fetch(`${meta.server.url}/v3/demo/meta/avatar/demo-ig-ouro.svg`);
    expect(await avatar.text()).toContain('>OA</text>');
    expect(avatar.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect((await fetch(`${meta.server.url}/v3/demo/meta/avatar/desconhecido.svg`)).status).toBe(404);
  });
});
