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

/**
 * Whether an instant or a day (ISO 8601) falls in the years the database stores as it reads them
 * (1970 to 9999): year 0, which a regular expression lets through, is refused, not a 500.
 */
export const isStorableInstant = (value: string): boolean => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
};

/** An instant as ISO 8601 with its offset, in the years the database stores. */
export const isoInstant = (error: string) => z.iso.datetime({ offset: true, error }).refine(isStorableInstant, { error });

/** Every list answer of the API is an object whose `items` are the list (room for more members later). */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A page of a list read by number: `hasMore` says whether page `page + 1` has items. */
export const numberedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), hasMore: z.boolean() });

/** A page of a list read with a cursor: `nextCursor` is the next page's `cursor`, null on the last page. */
export const cursorPageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const levelSchema = z.enum(levels);
export type Level = z.infer<typeof levelSchema>;

export const socialNetworkSchema = z.enum(socialNetworks);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

/** GET /v3/health, 200: the process answers and so does its database. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /v3/health, 503: the error body (DATABASE_UNAVAILABLE) with the same two members. */
export const healthUnavailableSchema = apiErrorBodySchema.extend({ status: z.literal('unavailable'), database: z.literal('unavailable') });
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
