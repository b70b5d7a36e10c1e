import { HOUR_MS } from '@ma/domain';
import type { Context } from 'hono';
import type { AuthedEnv, Platform } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';

/**
 * Photo uploads per account in an hour (docs/product/media-kit.md): a creator trying photos until
 * one looks right stays below it; a session decoding 10 MB images in a loop (each holds a worker
 * and hundreds of megabytes while it decodes) does not. Every upload counts, refused ones too.
 */
export const PHOTO_UPLOAD_RULE: RateLimitRule = { limit: 30, windowMs: HOUR_MS };

/** Takes one upload from the account's budget before the photo is read, or refuses with 429. */
export async function throttlePhotoUpload<S extends Pick<Platform, 'rateLimiter' | 'clock'>>(c: Context<AuthedEnv<S>>): Promise<void> {
  const { rateLimiter, clock } = c.var.services;
  const counters = [{ key: `photo:account:${c.var.user.id}`, rule: PHOTO_UPLOAD_RULE }];
  await takeSlotsOrRefuse(rateLimiter, counters, clock.now().getTime(), 'TOO_MANY_PHOTO_UPLOADS');
}
