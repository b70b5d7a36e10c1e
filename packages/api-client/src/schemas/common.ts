import { z } from 'zod';

/** The error body of every non-2xx answer of the API. */
export const apiErrorBodySchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  /** Field-level messages of a 422, keyed by the app-side (camelCase) path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const levelSchema = z.enum(['bronze', 'silver', 'gold']);
export type Level = z.infer<typeof levelSchema>;

export const socialNetworkSchema = z.enum(['instagram', 'tiktok']);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
