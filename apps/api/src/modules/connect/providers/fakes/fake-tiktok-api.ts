import type { Context, Hono } from 'hono';
import { apiBody, apiError, TIKTOK_KNOWN_SCOPES, type FakeTikTokContext } from './fake-tiktok-context.ts';
import { hasScope, type GrantClaims } from './grant-tokens.ts';
import { demoTikTokUser, demoVideos } from './tiktok-demo-data.ts';

/** Each user field and the scope it needs (developers.tiktok.com/doc/tiktok-api-v2-get-user-info). */
const USER_FIELD_SCOPES = new Map([
  ['open_id', 'user.info.basic'],
  ['union_id', 'user.info.basic'],
  ['avatar_url', 'user.info.basic'],
  ['avatar_url_100', 'user.info.basic'],
  ['avatar_large_url', 'user.info.basic'],
  ['display_name', 'user.info.basic'],
  ['bio_description', 'user.info.profile'],
  ['profile_deep_link', 'user.info.profile'],
  ['is_verified', 'user.info.profile'],
  ['username', 'user.info.profile'],
  ['follower_count', 'user.info.stats'],
  ['following_count', 'user.info.stats'],
  ['likes_count', 'user.info.stats'],
  ['video_count', 'user.info.stats'],
]);
const VIDEO_FIELDS = new Set(['id', 'create_time', 'like_count', 'comment_count', 'share_count', 'view_count']);
const MAX_VIDEOS = 20;

/** The grant behind a bearer call, or TikTok's refusal. */
function bearer(ctx: FakeTikTokContext, c: Context): GrantClaims | Response {
  const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
  const check = ctx.grants.read(token, ['access']);
  if (check.ok) return check.claims;
  return apiError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.', ctx.logId());
}

/** The video list's JSON body; the fake's cursor is how many videos were already listed. */
function readVideoRequest(body: unknown): { maxCount: number; cursor: number } | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { max_count: maxCount = 10, cursor = 0 } = body as { max_count?: unknown; cursor?: unknown };
  if (typeof maxCount !== 'number' || !Number.isInteger(maxCount) || maxCount < 1 || maxCount > MAX_VIDEOS) return undefined;
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0) return undefined;
  return { maxCount, cursor };
}

const fieldsOf = (c: Context) => (c.req.query('fields') ?? '').split(',').filter(Boolean);

const pick = (node: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => node[field] !== undefined).map((field) => [field, node[field]]));

/** The Display API calls the client makes: user info and the video list. */
export function registerTikTokApi(app: Hono, ctx: FakeTikTokContext) {
  app.get(
    `${ctx.prefix}/v2/user/info/`,
    ctx.endpoint('user', (c) => {
      const claims = bearer(ctx, c);
      if (claims instanceof Response) return claims;
      const fields = fieldsOf(c);
      if (fields.length === 0 || fields.some((field) => !USER_FIELD_SCOPES.has(field)))
        return apiError(400, 'invalid_params', 'The fields parameter is missing or has an unknown field.', ctx.logId());
      const missing = fields.some((field) => !hasScope(claims.p, USER_FIELD_SCOPES.get(field) ?? '', TIKTOK_KNOWN_SCOPES));
      if (missing)
        return apiError(401, 'scope_not_authorized', 'The user did not authorize the scope required for completing this request.', ctx.logId());
      const user = demoTikTokUser(claims.r);
      const avatar = `${ctx.baseUrl(c)}/avatar/${user.open_id}.svg`;
      const node = {
        ...user,
        avatar_url: avatar,
        avatar_url_100: avatar,
        avatar_large_url: avatar,
        bio_description: 'Perfil de demonstração.',
        is_verified: false,
      };
      return c.json(apiBody({ user: pick(node, fields) }, 'ok', '', ctx.logId()));
    }),
  );

  app.post(
    `${ctx.prefix}/v2/video/list/`,
    ctx.endpoint('videos', async (c) => {
      const claims = bearer(ctx, c);
      if (claims instanceof Response) return claims;
      if (!hasScope(claims.p, 'video.list', TIKTOK_KNOWN_SCOPES)) {
        return apiError(401, 'scope_not_authorized', 'The user did not authorize the scope required for completing this request.', ctx.logId());
      }
      const fields = fieldsOf(c);
      const request = readVideoRequest(await c.req.json<unknown>().catch(() => undefined));
      if (!request || fields.length === 0 || fields.some((field) => !VIDEO_FIELDS.has(field))) {
        return apiError(400, 'invalid_params', 'The fields, max_count (1 to 20) or cursor are invalid.', ctx.logId());
      }
      const user = demoTikTokUser(claims.r);
      const videos = demoVideos(user, ctx.clock.now(), request.cursor, request.maxCount);
      const next = request.cursor + videos.length;
      return c.json(
        apiBody({ videos: videos.map((video) => pick(video, fields)), cursor: next, has_more: next < user.video_count }, 'ok', '', ctx.logId()),
      );
    }),
  );
}
