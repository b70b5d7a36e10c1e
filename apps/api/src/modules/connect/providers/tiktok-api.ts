import { z } from 'zod';
import { systemClock } from '../../../lib/clock.ts';
import { isSuccess, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { providerCalls } from './client-http.ts';
import { ProviderError, type ProviderClientOptions, type ProviderTokens, type TikTokProvider } from './provider.ts';
import { averageRecentPosts, webUrlOrNull } from './provider-values.ts';
import { readApiError, readOAuthError, tiktokProviderError } from './tiktok-api-errors.ts';
import { tiktokTokenSchema, tiktokUserSchema, tiktokVideosSchema } from './tiktok-api-schemas.ts';

/** What Login Kit asks for: the profile, its counts and the video list. */
export const TIKTOK_SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.list'] as const;

const USER_FIELDS = 'open_id,union_id,avatar_url,display_name,username,follower_count,following_count,likes_count,video_count';
const VIDEO_FIELDS = 'id,like_count,comment_count,create_time';
/** The Display API's most videos per page. */
const RECENT_VIDEOS = 20;

export interface TikTokApiOptions extends ProviderClientOptions {
  clientKey: string;
  clientSecret: string;
  /** Login Kit's consent page, e.g. https://www.tiktok.com/v2/auth/authorize/. */
  authUrl: string;
  /** The Open API, e.g. https://open.tiktokapis.com. */
  apiUrl: string;
}

/** The Login Kit for Web and Display API v2 client (see provider.ts). */
export function createTikTokClient(options: TikTokApiOptions): TikTokProvider {
  const clock = options.clock ?? systemClock;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const send = providerCalls('tiktok', options);
  const credentials = { client_key: options.clientKey, client_secret: options.clientSecret };

  // Both kinds of endpoint answer 2xx with a refusal in the body too: only a body without one is read.
  const read = <S extends z.ZodType>(schema: S, what: string, answer: ProviderAnswer, kind: 'oauth' | 'api'): z.infer<S> => {
    const refusal = kind === 'oauth' ? readOAuthError(answer.body) : readApiError(answer.body);
    if (!isSuccess(answer.status) || refusal) throw tiktokProviderError(answer, what, kind, clock.now());
    const parsed = schema.safeParse(answer.body);
    if (parsed.success) return parsed.data;
    throw new ProviderError('tiktok', 'unavailable', `TikTok ${what}: unexpected answer (HTTP ${answer.status})`);
  };

  // The OAuth endpoints take a form and answer `{error, error_description, log_id}` when they refuse.
  const oauth = async <S extends z.ZodType>(path: string, fields: Record<string, string>, schema: S): Promise<z.infer<S>> => {
    const what = `POST ${path}`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const answer = await send({ what, method: 'POST', url: new URL(apiUrl + path), headers, body: new URLSearchParams(fields) });
    return read(schema, what, answer, 'oauth');
  };

  // The Display API takes the bearer token and answers `error.code` 'ok' or the reason.
  const api = async <S extends z.ZodType>(method: 'GET' | 'POST', path: string, token: string, schema: S, json?: unknown): Promise<z.infer<S>> => {
    const what = `${method} ${path.split('?')[0]}`;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const answer = await send({ what, method, url: new URL(apiUrl + path), headers, ...(json === undefined ? {} : { body: JSON.stringify(json) }) });
    return read(schema, what, answer, 'api');
  };

  const tokens = (body: z.infer<typeof tiktokTokenSchema>): ProviderTokens => {
    const now = clock.now().getTime();
    return {
      accessToken: body.access_token,
      expiresAt: new Date(now + body.expires_in * 1000),
      refreshToken: body.refresh_token,
      refreshExpiresAt: new Date(now + body.refresh_expires_in * 1000),
    };
  };

  return {
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(options.authUrl);
      const query = { client_key: options.clientKey, scope: TIKTOK_SCOPES.join(','), response_type: 'code', redirect_uri: redirectUri, state };
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return url.href;
    },

    async exchangeCode({ code, redirectUri }) {
      const body = await oauth(
        '/v2/oauth/token/',
        { ...credentials, code, grant_type: 'authorization_code', redirect_uri: redirectUri },
        tiktokTokenSchema,
      );
      return { ...tokens(body), openId: body.open_id };
    },

    async refresh(refreshToken) {
      return tokens(await oauth('/v2/oauth/token/', { ...credentials, grant_type: 'refresh_token', refresh_token: refreshToken }, tiktokTokenSchema));
    },

    async fetchUser(token) {
      const { user } = (await api('GET', `/v2/user/info/?fields=${USER_FIELDS}`, token, tiktokUserSchema)).data;
      return {
        openId: user.open_id,
        username: user.username,
        displayName: user.display_name.trim() || user.username,
        avatarUrl: webUrlOrNull(user.avatar_url),
        followers: user.follower_count,
        likes: user.likes_count,
        videos: user.video_count,
      };
    },

    async fetchRecentVideos(token) {
      const { videos } = (await api('POST', `/v2/video/list/?fields=${VIDEO_FIELDS}`, token, tiktokVideosSchema, { max_count: RECENT_VIDEOS })).data;
      return averageRecentPosts(videos.slice(0, RECENT_VIDEOS).map((video) => ({ likes: video.like_count, comments: video.comment_count })));
    },

    async revoke(token) {
      // Success is an empty body or one without `error`: nothing in it to read.
      await oauth('/v2/oauth/revoke/', { ...credentials, token }, z.unknown());
    },
  };
}
