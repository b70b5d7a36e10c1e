import { canApply, DAY_MS, saoPauloDay } from '@ma/domain';
import { and, asc, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, proposals, socialAccounts, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { creatorLocationKeys } from '../proposals/location-keys.ts';
import { isOpenAt } from '../proposals/proposals.repository.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { CreatorEvent } from '../../lib/events.ts';
import { recordNotifications } from './record.ts';

export const DIGEST_JOB = 'notification-digest';
/** Every day at 9:00 in São Paulo (12:00 UTC): the morning's digest of the day before. */
export const DIGEST_CRON = '0 12 * * *';

/** Creators read, matched and told per statement. */
const BATCH = 2000;

/** A new proposal as the digest matches it. */
interface NewProposal {
  id: string;
  categories: string[];
  locationKeys: string[];
  isSilversAllowed: boolean;
}

/** A creator as the digest matches her: level, Instagram, niches, where she lives. */
interface DigestCreator {
  id: string;
  level: 'bronze' | 'silver' | 'gold';
  niches: string[] | null;
  state: string | null;
  city: string | null;
  isConnected: boolean;
}

const overlaps = (wanted: readonly string[], held: ReadonlySet<string>) => wanted.length === 0 || wanted.some((value) => held.has(value));

/**
 * Whether a new proposal fits the creator (docs/product/notifications.md "The daily digest"): her
 * level lets her apply (`canApply`, the rule of the list and the apply call), it asks for one of
 * her niches or none, and for where she lives or anywhere (the list's location keys).
 */
function fitsCreator(proposal: NewProposal, creator: DigestCreator, locationKeys: ReadonlySet<string>, niches: ReadonlySet<string>): boolean {
  return (
    canApply({ level: creator.level, isConnected: creator.isConnected, isSilversAlloweds: proposal.isSilversAllowed }) &&
    overlaps(proposal.categories, niches) &&
    overlaps(proposal.locationKeys, locationKeys)
  );
}

/**
 * The daily digest: for every creator who may apply to something, the open proposals published in
 * the 24 hours before `now` that fit her and she has not applied to; one notification a day
 * (`digest:<São Paulo day>`), none when nothing fits. Creators are read in batches of BATCH by id,
 * each batch's applications to the new proposals in one statement, and each batch's notices
 * recorded in one transaction, so a run holds no more than a batch in memory and a rerun (a retry,
 * a second process) tells nobody twice. Answers how many creators were told.
 */
export async function runDigest(db: Database, now: Date): Promise<{ creators: number; told: number; proposals: number }> {
  const since = new Date(now.getTime() - DAY_MS);
  const fresh: NewProposal[] = await db
    .select({
      id: proposals.id,
      categories: proposals.categories,
      locationKeys: proposals.locationKeys,
      isSilversAllowed: proposals.isSilversAllowed,
    })
    .from(proposals)
    .where(and(isOpenAt(now), gt(proposals.publishedAt, since)));
  if (fresh.length === 0) return { creators: 0, told: 0, proposals: 0 };
  const freshIds = fresh.map((proposal) => proposal.id);
  const day = saoPauloDay(now);
  const instagram = sql<boolean>`exists (select 1 from ${socialAccounts} where ${socialAccounts.userId} = ${users.id} and ${socialAccounts.network} = 'instagram')`;
  let after = '00000000-0000-0000-0000-000000000000';
  let creators = 0;
  let told = 0;
  for (;;) {
    const batch: DigestCreator[] = await db
      .select({ id: users.id, level: users.level, niches: users.niches, state: users.state, city: users.city, isConnected: instagram })
      .from(users)
      .where(and(gt(users.id, after), isNull(users.deletedAt), ne(users.level, 'bronze')))
      .orderBy(asc(users.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)?.id ?? after;
    creators += batch.length;
    const creatorIds = batch.map((creator) => creator.id);
    const appliedRows = await db
      .select({ userId: applications.userId, proposalId: applications.proposalId })
      .from(applications)
      .where(and(inArray(applications.userId, creatorIds), inArray(applications.proposalId, freshIds)));
    const applied = new Set(appliedRows.map((row) => `${row.userId}|${row.proposalId}`));
    const notices: CreatorEvent[] = [];
    for (const creator of batch) {
      const locationKeys = new Set(creatorLocationKeys(creator.state, creator.city));
      const niches = new Set(creator.niches ?? []);
      let count = 0;
      for (const proposal of fresh)
        if (!applied.has(`${creator.id}|${proposal.id}`) && fitsCreator(proposal, creator, locationKeys, niches)) count += 1;
      if (count > 0) notices.push({ userId: creator.id, kind: 'new_proposals', details: { count, day }, dedupeKey: eventKeys.digest(day), at: now });
    }
    if (notices.length > 0) await db.transaction((tx) => recordNotifications(tx, notices));
    told += notices.length;
    if (batch.length < BATCH) break;
  }
  return { creators, told, proposals: fresh.length };
}

/** The digest on `jobs`: once a day, in one process, retried twice if it fails. */
export function defineDigestJob(jobs: JobRunner, options: { db: Database; clock: Clock; logger: Logger }) {
  jobs.define(
    DIGEST_JOB,
    async () => {
      const started = performance.now();
      const result = await runDigest(options.db, options.clock.now());
      options.logger.info('notifications: daily digest', { ...result, ms: Math.round(performance.now() - started) });
    },
    { retryLimit: 2, retryDelay: 300, retryBackoff: true, expireInSeconds: 30 * 60, policy: 'stately' },
  );
  jobs.schedule(DIGEST_JOB, DIGEST_CRON);
}
