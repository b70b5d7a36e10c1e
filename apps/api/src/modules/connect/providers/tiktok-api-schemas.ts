import { z } from 'zod';

// The shapes of the TikTok answers the client reads, as documented; unknown keys are dropped.

/** /v2/oauth/token/ (developers.tiktok.com/doc/oauth-user-access-token-management). */
export const tiktokTokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  open_id: z.string().min(1),
  refresh_token: z.string().min(1),
  refresh_expires_in: z.number().int().positive(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
});

/** An OAuth endpoint's refusal. */
export const tiktokOAuthErrorSchema = z.object({ error: z.string().min(1), error_description: z.string().optional(), log_id: z.string().optional() });

/** Every Display API answer carries `error`, with code 'ok' on success. */
export const tiktokApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().optional(), log_id: z.string().optional() }),
});

const ok = z.object({ code: z.literal('ok') });

/** /v2/user/info/ (developers.tiktok.com/doc/tiktok-api-v2-get-user-info). */
export const tiktokUserSchema = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string().min(1),
      username: z.string().min(1),
      display_name: z.string(),
      avatar_url: z.string().optional(),
      follower_count: z.number().int().nonnegative(),
      likes_count: z.number().int().nonnegative(),
      video_count: z.number().int().nonnegative(),
    }),
  }),
  error: ok,
});

/** /v2/video/list/ (developers.tiktok.com/doc/tiktok-api-v2-video-list). */
export const tiktokVideosSchema = z.object({
  data: z.object({
    videos: z.array(
      z.object({
        id: z.string(),
        like_count: z.number().nonnegative().optional(),
        comment_count: z.number().nonnegative().optional(),
        create_time: z.number().optional(),
      }),
    ),
    cursor: z.number().optional(),
    has_more: z.boolean().optional(),
  }),
  error: ok,
});
