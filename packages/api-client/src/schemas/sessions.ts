import { z } from 'zod';
import { listOf } from './common.ts';

/**
 * The account's signed-in sessions (docs/product/accounts-and-levels.md "The session"): each
 * device where someone signed in, as coarse as the list needs. `ipPrefix` is the network
 * ('203.0.113.0/24', '2001:db8:1::/48'), never the address; `device` is null when the browser
 * said nothing known. `current` marks the session of the request.
 */
export const activeSessionSchema = z.object({
  id: z.string(),
  device: z.string().nullable(),
  ipPrefix: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** GET /v3/account/sessions: the most recently used first. */
export const activeSessionsSchema = listOf(activeSessionSchema);
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;
