import { errorCodes, levels, socialNetworks } from '@ma/domain';
import { z } from 'zod';

/** The error body of every non-2xx answer of the API. */
export const apiErrorBodySchema = z.object({
  detail: z.string(),
  /** One of the codes of @ma/domain's error table. */
  code: z.enum(errorCodes).optional(),
  /** Field-level messages of a 422, keyed by the app-side (camelCase) path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const levelSchema = z.enum(levels);
export type Level = z.infer<typeof levelSchema>;

export const socialNetworkSchema = z.enum(socialNetworks);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

/** GET /v3/health, 200: the process answers and so does its database. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /v3/health, 503: the error body (DATABASE_UNAVAILABLE) with the same two members. */
export const healthUnavailableSchema = apiErrorBodySchema.extend({ status: z.literal('unavailable'), database: z.literal('unavailable') });
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
