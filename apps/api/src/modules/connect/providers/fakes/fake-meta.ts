import { Hono } from 'hono';
import { META_SCOPES } from '../meta-graph.ts';
import { registerDemoFiles } from './avatar-svg.ts';
import { newSeed, seedOf } from './demo-people.ts';
import { META_ENDPOINTS, META_PERMISSIONS, metaFailureBody, type FakeMetaContext, type MetaEndpoint } from './fake-meta-context.ts';
import { registerMetaGraph } from './fake-meta-graph.ts';
import { consentControl } from './consent-dialog.ts';
import { registerMetaConsent } from './fake-meta-consent.ts';
import { issueUserToken, registerMetaToken } from './fake-meta-oauth.ts';
import { createFakeTraffic, type FakeTrafficControl } from './fake-traffic.ts';
import { fakeProviderContext, type FakeProviderOptions } from './fake-provider.ts';
import { scopeBits } from './grant-tokens.ts';
import { demoInstagram, type MetaScenario } from './meta-demo-data.ts';

export interface FakeMetaOptions extends FakeProviderOptions {
  /** The Meta app the fake stands for: the dialog and the token endpoint check them. */
  appId: string;
  appSecret: string;
  /** Most pages per /me/accounts answer, whatever `limit` asks (to exercise paging). @default 100 */
  maxPageSize?: number;
}

export interface FakeMetaControl extends FakeTrafficControl<MetaEndpoint, number> {
  /** A code as the dialog would hand it out, without the browser. @default scenario 'grant', a random seed */
  issueCode(input: { scenario?: MetaScenario; redirectUri: string; seed?: string | number }): string;
  /** A long-lived user token with every permission the client asks for. */
  issueToken(input?: { scenario?: MetaScenario; seed?: string | number }): string;
  /** Revokes the token's grant (every token of that consent); false when it is not a token of this fake. */
  revoke(token: string): boolean;
}

/**
 * A stand-in for Facebook Login for Business and the Instagram Graph API, speaking their
 * documented shapes: the tests' local server, and in demo mode the labelled demonstration the
 * API mounts (nothing leaves for Facebook). Paths under `prefix`: `/dialog/oauth` (the consent
 * page), `/graph/...` (the Graph API), `/avatar/{id}.svg`, `/static/consent.css`.
 */
export function createFakeMeta(options: FakeMetaOptions) {
  const traffic = createFakeTraffic(META_ENDPOINTS, metaFailureBody);
  const ctx: FakeMetaContext = {
    ...fakeProviderContext(options, 'meta', traffic.endpoint),
    appId: options.appId,
    appSecret: options.appSecret,
    maxPageSize: options.maxPageSize ?? 100,
  };
  // A grant made without the dialog gets what the real client asks for.
  const allPermissions = scopeBits(META_SCOPES, META_PERMISSIONS) ?? 0;

  const app = new Hono();
  registerDemoFiles(app, ctx.prefix, traffic.endpoint, (id) => demoInstagram(id));
  registerMetaConsent(app, ctx, newSeed);
  registerMetaToken(app, ctx);
  registerMetaGraph(app, ctx);

  const control: FakeMetaControl = {
    ...consentControl(traffic.control, ctx.grants, allPermissions),
    issueToken: ({ scenario = 'grant', seed } = {}) =>
      issueUserToken(ctx, { s: scenario, r: seedOf(seed), g: ctx.grants.newGrant(), p: allPermissions }, 'long'),
    revoke: (token) => ctx.grants.revokeToken(token, ['code', 'short', 'long']),
  };

  return {
    app,
    control,
    /** The client's loginUrl and graphUrl for the fake served at `origin`. */
    urls: (origin: string) => ({ loginUrl: `${origin}${ctx.prefix}/dialog/oauth`, graphUrl: `${origin}${ctx.prefix}/graph` }),
  };
}

export type FakeMeta = ReturnType<typeof createFakeMeta>;
