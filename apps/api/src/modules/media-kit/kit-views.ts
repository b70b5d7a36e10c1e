import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import type { Database } from '../../db/database.ts';
import { recordKitView } from './media-kit.repository.ts';

/** The calendar day of a visit, in Brasília time: a creator's "today" (UTC-3, no daylight saving since 2019). */
export const visitDay = (now: Date): string => new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

export interface Visit {
  userId: string;
  address: string;
  userAgent: string | undefined;
  now: Date;
}

/**
 * Counts a visit to a kit: one per visitor per day, bots left out. The visitor is an HMAC of
 * the address and browser keyed with a secret and the day, so the table holds no address and
 * the same person cannot be followed from one day to the next.
 */
export async function countVisit(db: Database, secret: string, visit: Visit): Promise<void> {
  if (!visit.userAgent || isbot(visit.userAgent)) return;
  const day = visitDay(visit.now);
  const visitor = createHmac('sha256', secret).update(`${day}\n${visit.address}\n${visit.userAgent}`).digest('base64url').slice(0, 22);
  await recordKitView(db, { userId: visit.userId, day, visitor });
}
