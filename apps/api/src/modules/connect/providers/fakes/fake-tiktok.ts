import { Hono } from 'hono';
import { systemClock } from '../../../../lib/clock.ts';
import { TIKTOK_SCOPES } from '../tiktok-api.ts';
import { registerDemoFiles } from './avatar-svg.ts';
import { newSeed, seedOf } from './demo-people.ts';
import { registerTikTokApi } from './fake-tiktok-api.ts';
import {
  createLogIds,
  TIKTOK_ENDPOINTS,
  TIKTOK_KNOWN_SCOPES,
  tiktokFailureBody,
  type FakeTikTokContext,
  type TikTokEndpoint,
} from './fake-tiktok-context.ts';
import { consentControl } from './consent-dialog.ts';
import { registerTikTokConsent } from './fake-tiktok-consent.ts';
import { issueTikTokTokens, registerTikTokToken } from './fake-tiktok-oauth.ts';
import { createFakeTraffic, type FakeTrafficControl } from './fake-traffic.ts';
import { fakeProviderContext, type FakeProviderOptions } from './fake-provider.ts';
import { scopeBits } from './grant-tokens.ts';
import { demoTikTokUserById, type TikTokScenario } from './tiktok-demo-data.ts';

export interface FakeTikTokOptions extends FakeProviderOptions {
  /** The TikTok app the fake stands for: the consent page and the OAuth endpoints check them. */
  clientKey: string;
  clientSecret: string;
}

export interface FakeTikTokControl extends FakeTrafficControl<TikTokEndpoint, string> {
  /** A code as the consent page would hand it out, without the browser. @default scenario 'grant', a random seed */
  issueCode(input: { scenario?: TikTokScenario; redirectUri: string; seed?: string | number }): string;
  /** Tokens with every scope the client asks for, as the token endpoint answers them. */
  issueTokens(input?: { seed?: string | number }): { accessToken: string; refreshToken: string; openId: string };
  /** Revokes the token's grant (access and refresh tokens); false when it is not a token of this fake. */
  revoke(token: string): boolean;
}

/**
 * A stand-in for TikTok's Login Kit for Web and Display API v2, speaking their documented
 * shapes: the tests' local server, and in demo mode the labelled demonstration the API mounts
 * (nothing leaves for TikTok). Paths under `prefix`: `/v2/auth/authorize/` (the consent page),
 * `/v2/oauth/token/`, `/v2/oauth/revoke/`, `/v2/user/info/`, `/v2/video/list/`,
 * `/avatar/{open_id}.svg`, `/static/consent.css`.
 */
export function createFakeTikTok(options: FakeTikTokOptions) {
  const logId = createLogIds(options.clock ?? systemClock);
  const traffic = createFakeTraffic(TIKTOK_ENDPOINTS, tiktokFailureBody(logId));
  const ctx: FakeTikTokContext = {
    ...fakeProviderContext(options, 'tiktok', traffic.endpoint),
    clientKey: options.clientKey,
    clientSecret: options.clientSecret,
    logId,
  };
  // A grant made without the consent page gets what the real client asks for.
  const allScopes = scopeBits(TIKTOK_SCOPES, TIKTOK_KNOWN_SCOPES) ?? 0;

  const app = new Hono();
  registerDemoFiles(app, ctx.prefix, traffic.endpoint, (id) => {
    const user = demoTikTokUserById(id);
    return user && { name: user.display_name, color: user.color };
  });
  registerTikTokConsent(app, ctx, newSeed);
  registerTikTokToken(app, ctx);
  registerTikTokApi(app, ctx);

  const control: FakeTikTokControl = {
    ...consentControl(traffic.control, ctx.grants, allScopes),
    issueTokens({ seed } = {}) {
      const tokens = issueTikTokTokens(ctx, { s: 'grant', r: seedOf(seed), g: ctx.grants.newGrant(), p: allScopes });
      return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, openId: tokens.open_id };
    },
    revoke: (token) => ctx.grants.revokeToken(token, ['code', 'access', 'refresh']),
  };

  return {
    app,
    control,
    /** The client's authUrl and apiUrl for the fake served at `origin`. */
    urls: (origin: string) => ({ authUrl: `${origin}${ctx.prefix}/v2/auth/authorize/`, apiUrl: `${origin}${ctx.prefix}` }),
  };
}

export type FakeTikTok = ReturnType<typeof createFakeTikTok>;
