import type { Clock } from '../../../../lib/clock.ts';
import { createMetaGraphClient } from '../meta-graph.ts';
import { createTikTokClient } from '../tiktok-api.ts';
import { createFakeMeta, type FakeMetaOptions } from './fake-meta.ts';
import { createFakeTikTok, type FakeTikTokOptions } from './fake-tiktok.ts';
import { startFake } from './serve.ts';

// The clients' tests, and the benchmark, run each client against its fake on a local port,
// mounted under the prefix the API uses in demo mode.

export const META_APP = { appId: '1029384756', appSecret: 'segredo-do-app-meta' };
export const TIKTOK_APP = { clientKey: 'awdemo1234567890', clientSecret: 'segredo-do-app-tiktok' };
export const DEMO_SECRET = 'segredo-da-demonstracao';
export const REDIRECT_URI = 'http://localhost:3000/conexoes/retorno?rede=x';

/** A clock the test moves by hand. */
export function movableClock(start = new Date('2025-06-02T12:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

export async function startMeta(options: { clock: Clock; timeoutMs?: number; fake?: Partial<FakeMetaOptions> }) {
  const fake = createFakeMeta({ ...META_APP, secret: DEMO_SECRET, prefix: '/v3/demo/meta', clock: options.clock, ...options.fake });
  const server = await startFake(fake.app);
  const client = createMetaGraphClient({ ...META_APP, ...fake.urls(server.url), clock: options.clock, timeoutMs: options.timeoutMs ?? 2000 });
  return { fake, control: fake.control, server, client };
}

export async function startTikTok(options: { clock: Clock; timeoutMs?: number; fake?: Partial<FakeTikTokOptions> }) {
  const fake = createFakeTikTok({ ...TIKTOK_APP, secret: DEMO_SECRET, prefix: '/v3/demo/tiktok', clock: options.clock, ...options.fake });
  const server = await startFake(fake.app);
  const client = createTikTokClient({ ...TIKTOK_APP, ...fake.urls(server.url), clock: options.clock, timeoutMs: options.timeoutMs ?? 2000 });
  return { fake, control: fake.control, server, client };
}

/** The consent page a client sends the browser to for REDIRECT_URI, with some of its parameters replaced. */
export function consentUrl(
  client: { authorizeUrl(request: { state: string; redirectUri: string }): string },
  state: string,
  overrides: Record<string, string> = {},
): URL {
  const url = new URL(client.authorizeUrl({ state, redirectUri: REDIRECT_URI }));
  for (const [key, value] of Object.entries(overrides)) url.searchParams.set(key, value);
  return url;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/** What a browser would submit from the consent page: the form's action and its hidden fields. */
export function consentForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="get" action="([^"]+)">/.exec(html)?.[1];
  if (!action) throw new Error('no GET form on the page');
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[unescape(name)] = unescape(value);
  return { action: unescape(action), fields };
}

/** Submits the consent form as a browser would (GET), without following the redirect. */
export async function submitConsent(origin: string, html: string, choice: { scenario?: string; action: 'grant' | 'cancel' }): Promise<URL> {
  const { action, fields } = consentForm(html);
  const url = new URL(action, origin);
  for (const [name, value] of Object.entries({ ...fields, ...(choice.scenario ? { scenario: choice.scenario } : {}), action: choice.action }))
    url.searchParams.set(name, value);
  const answer = await fetch(url, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`expected a redirect, got ${answer.status}: ${await answer.text()}`);
  return new URL(location);
}
