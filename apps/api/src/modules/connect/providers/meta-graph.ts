import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { systemClock } from '../../../lib/clock.ts';
import { graphProviderError, readGraphError } from './meta-graph-errors.ts';
import {
  demographicCounts,
  graphInsightsSchema,
  graphMediaSchema,
  graphPagesSchema,
  graphSuccessSchema,
  graphTokenSchema,
  instagramUserSchema,
  toAccount,
} from './meta-graph-schemas.ts';
import { isSuccess, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { providerCalls } from './client-http.ts';
import { ProviderError, type InstagramAccount, type InstagramProvider, type ProviderClientOptions } from './provider.ts';
import { averageRecentPosts } from './provider-values.ts';

/** What Facebook Login for Business asks for: the pages, their Instagram accounts and the accounts' insights. */
export const META_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
  'instagram_basic',
  'instagram_manage_insights',
] as const;

const ACCOUNT_FIELDS = 'id,username,name,profile_picture_url,followers_count,media_count';
/** /me/accounts pages followed at most (100 pages each): a runaway cursor cannot loop forever. */
const MAX_ACCOUNT_PAGES = 10;

export interface MetaGraphOptions extends ProviderClientOptions {
  appId: string;
  appSecret: string;
  /** Facebook Login's dialog, e.g. https://www.facebook.com/v23.0/dialog/oauth. */
  loginUrl: string;
  /** The Graph API with its version, e.g. https://graph.facebook.com/v23.0. */
  graphUrl: string;
}

interface GraphResult {
  what: string;
  answer: ProviderAnswer;
}

/** The Facebook Login for Business and Instagram Graph API client (see provider.ts). */
export function createMetaGraphClient(options: MetaGraphOptions): InstagramProvider {
  const clock = options.clock ?? systemClock;
  const graphUrl = options.graphUrl.replace(/\/+$/, '');
  const send = providerCalls('meta', options);
  const credentials = { client_id: options.appId, client_secret: options.appSecret };

  // A user token travels in the query with its appsecret_proof, which Meta asks of server calls
  // (developers.facebook.com/docs/graph-api/securing-requests): a stolen token alone is not enough.
  const call = async (method: 'GET' | 'DELETE', path: string, params: Record<string, string>, token?: string): Promise<GraphResult> => {
    const url = new URL(graphUrl + path);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (token !== undefined) {
      url.searchParams.set('access_token', token);
      url.searchParams.set('appsecret_proof', createHmac('sha256', options.appSecret).update(token).digest('hex'));
    }
    const what = `${method} ${path}`;
    return { what, answer: await send({ what, method, url }) };
  };

  const read = <S extends z.ZodType>(schema: S, { what, answer }: GraphResult, stage: 'exchange' | 'api' = 'api'): z.infer<S> => {
    if (isSuccess(answer.status)) {
      const parsed = schema.safeParse(answer.body);
      if (parsed.success) return parsed.data;
      if (!readGraphError(answer.body)) throw new ProviderError('meta', 'unavailable', `Meta ${what}: unexpected answer (HTTP ${answer.status})`);
    }
    throw graphProviderError(answer, what, stage, clock.now());
  };

  // Graph refuses follower_demographics below 100 followers, with code 100 or with no results.
  const demographics = async (token: string, accountId: string, breakdown: string): Promise<Record<string, number> | null> => {
    const query = { metric: 'follower_demographics', period: 'lifetime', metric_type: 'total_value', breakdown };
    const result = await call('GET', `/${encodeURIComponent(accountId)}/insights`, query, token);
    if (readGraphError(result.answer.body)?.code === 100) return null;
    return demographicCounts(read(graphInsightsSchema, result));
  };

  return {
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(options.loginUrl);
      const query = { client_id: options.appId, redirect_uri: redirectUri, state, response_type: 'code', scope: META_SCOPES.join(',') };
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return url.href;
    },

    // developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow and .../access-tokens/get-long-lived
    async exchangeCode({ code, redirectUri }) {
      const first = { client_id: options.appId, redirect_uri: redirectUri, client_secret: options.appSecret, code };
      const short = read(graphTokenSchema, await call('GET', '/oauth/access_token', first), 'exchange');
      const exchange = { grant_type: 'fb_exchange_token', ...credentials, fb_exchange_token: short.access_token };
      const long = read(graphTokenSchema, await call('GET', '/oauth/access_token', exchange), 'exchange');
      const expiresAt = long.expires_in === undefined ? null : new Date(clock.now().getTime() + long.expires_in * 1000);
      return { accessToken: long.access_token, expiresAt, refreshToken: null, refreshExpiresAt: null };
    },

    async listAccounts(token) {
      const pageIds = new Set<string>();
      const accounts = new Map<string, InstagramAccount>();
      const fields = `id,name,instagram_business_account{${ACCOUNT_FIELDS}}`;
      let after: string | undefined;
      for (let round = 0; round < MAX_ACCOUNT_PAGES; round += 1) {
        const query = { fields, limit: '100', ...(after === undefined ? {} : { after }) };
        const body = read(graphPagesSchema, await call('GET', '/me/accounts', query, token));
        for (const page of body.data) {
          pageIds.add(page.id);
          if (page.instagram_business_account) accounts.set(page.instagram_business_account.id, toAccount(page.instagram_business_account));
        }
        // `next` says there is more; the request is rebuilt from the cursor rather than followed,
        // so that the token is only ever sent to graphUrl.
        after = body.paging?.next ? body.paging.cursors?.after : undefined;
        if (after === undefined) break;
      }
      return { pageCount: pageIds.size, accounts: [...accounts.values()] };
    },

    async fetchStats(token, accountId) {
      const id = `/${encodeURIComponent(accountId)}`;
      const [user, media] = await Promise.all([
        call('GET', id, { fields: ACCOUNT_FIELDS }, token).then((result) => read(instagramUserSchema, result)),
        call('GET', `${id}/media`, { fields: 'id,like_count,comments_count,timestamp', limit: '25' }, token).then((result) =>
          read(graphMediaSchema, result),
        ),
      ]);
      const recent = averageRecentPosts(media.data.slice(0, 25).map((post) => ({ likes: post.like_count, comments: post.comments_count })));
      return { account: toAccount(user), recent };
    },

    async fetchAudience(token, accountId) {
      // Age first: when Graph has no demographics for the account, the other three calls are spared.
      const ages = await demographics(token, accountId, 'age');
      if (!ages) return null;
      const [genders, cities, countries] = await Promise.all(['gender', 'city', 'country'].map((by) => demographics(token, accountId, by)));
      return { ages, genders: genders ?? {}, cities: cities ?? {}, countries: countries ?? {} };
    },

    async revoke(token) {
      read(graphSuccessSchema, await call('DELETE', '/me/permissions', {}, token));
    },
  };
}
