import { HOUR_MS } from '@ma/domain';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { CODE_TTL_MS } from '../../auth/reauth.ts';

/**
 * The mailed codes' limits (docs/decisions/025-re-authentication.md): each code is a mail, so
 * per account (one session cannot flood the inbox) and per client address (many sessions from one
 * place cannot either); each challenge takes 5 guesses of its 1,000,000 and is good once.
 */
export const CODE_ACCOUNT_RULE: RateLimitRule = { limit: 5, windowMs: HOUR_MS };
export const CODE_ADDRESS_RULE: RateLimitRule = { limit: 20, windowMs: HOUR_MS };
export const CODE_ATTEMPTS_RULE: RateLimitRule = { limit: 5, windowMs: CODE_TTL_MS };
/** A challenge's single use: one slot, kept as long as the challenge could still be presented. */
export const CODE_USE_RULE: RateLimitRule = { limit: 1, windowMs: CODE_TTL_MS };

/**
 * Starts of 'Confirmar com o Instagram': each writes a state row and opens a consent, so per
 * account and per client address, as the codes. Each state is good once, so every exchange of a
 * code with Meta needs a start: these bound those too.
 */
export const INSTAGRAM_ACCOUNT_RULE: RateLimitRule = { limit: 5, windowMs: HOUR_MS };
export const INSTAGRAM_ADDRESS_RULE: RateLimitRule = { limit: 20, windowMs: HOUR_MS };
