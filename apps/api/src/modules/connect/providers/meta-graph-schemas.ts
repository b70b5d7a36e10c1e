import { z } from 'zod';
import type { InstagramAccount } from './provider.ts';
import { webUrlOrNull } from './provider-values.ts';

// The shapes of the Graph API answers the client reads, as documented (unknown keys are dropped),
// and what they become.

/** /oauth/access_token, for the code and for fb_exchange_token. */
export const graphTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive().optional(),
});

export const instagramUserSchema = z.object({
  id: z.string().min(1),
  username: z.string().min(1),
  name: z.string().optional(),
  profile_picture_url: z.string().optional(),
  followers_count: z.number().int().nonnegative(),
  media_count: z.number().int().nonnegative(),
});

/** /me/accounts with cursor paging (developers.facebook.com/docs/graph-api/results). */
export const graphPagesSchema = z.object({
  data: z.array(z.object({ id: z.string().min(1), name: z.string().optional(), instagram_business_account: instagramUserSchema.optional() })),
  paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
});

export const graphMediaSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      like_count: z.number().nonnegative().optional(),
      comments_count: z.number().nonnegative().optional(),
      timestamp: z.string().optional(),
    }),
  ),
});

/** /{ig-id}/insights with metric_type=total_value and one breakdown. */
export const graphInsightsSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      total_value: z
        .object({
          breakdowns: z
            .array(
              z.object({
                dimension_keys: z.array(z.string()).optional(),
                results: z.array(z.object({ dimension_values: z.array(z.string()).min(1), value: z.number().nonnegative() })).optional(),
              }),
            )
            .optional(),
        })
        .optional(),
    }),
  ),
});

export const graphSuccessSchema = z.object({ success: z.literal(true) });

export function toAccount(user: z.infer<typeof instagramUserSchema>): InstagramAccount {
  return {
    id: user.id,
    username: user.username,
    name: user.name?.trim() || user.username,
    profilePictureUrl: webUrlOrNull(user.profile_picture_url),
    followers: user.followers_count,
    posts: user.media_count,
  };
}

/** Follower counts per bucket, summed over the answer's breakdowns; null when it has none. */
export function demographicCounts(body: z.infer<typeof graphInsightsSchema>): Record<string, number> | null {
  const counts = new Map<string, number>();
  for (const metric of body.data) {
    for (const group of metric.total_value?.breakdowns ?? []) {
      for (const result of group.results ?? []) {
        const key = result.dimension_values[0];
        if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + result.value);
      }
    }
  }
  // fromEntries defines own properties: a key such as '__proto__' stays a plain key.
  return counts.size === 0 ? null : Object.fromEntries(counts);
}
