import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { transactionExecutor } from '../lib/jobs/in-transaction.ts';
import { testDatabases } from '../test/databases.ts';
import { createTestUser } from '../test/users.ts';
import { encodeCursor } from '../lib/keyset.ts';
import { listReviewQueue } from './admin-brand-accounts/brand-proposal-review.ts';
import { listReports } from './admin-conversation-reports/reports.ts';
import { listBatches, listCommissions } from './admin-finance/admin-finance.queries.ts';
import { listProposals } from './admin-proposals/admin-proposals.service.ts';
import { searchCreators } from './admin-creators/creator-search.ts';
import { listGenerations } from './aira/ideas.repository.ts';
import { listUgcScripts } from './aira/ugc.repository.ts';
import { listCouponRedemptions } from './credits/coupons.service.ts';
import { listMovements } from './credits/credit-movements.ts';
import { listNotifications } from './notifications/notifications.repository.ts';
import { listApplications } from './proposals/applications.repository.ts';
import { listVoiceOvers } from './voice/voice-overs.repository.ts';

/**
 * The lists read newest first in the order of the index meant for them, so that a page walks the
 * index instead of reading and sorting every row of the creator (or of the table). Each list's
 * own query, as its module sends it, is explained with sorting priced out of reach: a full Sort
 * left in the plan means no index holds the query's order (a plain `desc()`, NULLS FIRST, over a
 * `.desc()` index, DESC NULLS LAST, for one: lib/keyset.ts `newestFirst`). An incremental sort,
 * of the rows that share an instant by id, is what an index on (user_id, instant) leaves.
 */
describe.each(testDatabases)('the lists on $name', (database) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let userId: string;
  let couponId: string;
  const sent: { query: string; params: unknown[] }[] = [];
  // The same client, with drizzle telling each query it sends.
  let recording: Database;

  beforeAll(async () => {
    ({ handle, drop } = await database.open());
    const logger: Logger = { logQuery: (query, params) => void sent.push({ query, params }) };
    const client = (handle.db as unknown as { $client?: unknown }).$client;
    if (!client) throw new Error('drizzle keeps its client as $client');
    recording = (handle.driver === 'pglite'
      ? drizzlePglite({ client: client as never, schema, logger })
      : drizzlePostgres({ client: client as never, schema, logger })) as unknown as Database;
    ({ id: userId } = await createTestUser(handle.db, { email: 'lista@example.com', name: 'Lista', preferredUsername: 'lista' }));
    const [coupon] = await handle.db.insert(schema.coupons).values({ code: 'ORDEM', rewardAmount: 10 }).returning({ id: schema.coupons.id });
    couponId = coupon?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await drop();
  });

  /** The plan of the last query `list` sent, with any sort priced out of reach. */
  async function planOf(list: (db: Database) => Promise<unknown>): Promise<string> {
    sent.length = 0;
    await list(recording);
    const last = sent.at(-1);
    if (!last) throw new Error('the list sent no query');
    return handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await transactionExecutor(tx).executeSql(`explain (costs off) ${last.query}`, last.params);
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    });
  }

  const cursor = { at: new Date('2026-11-01T00:00:00Z'), id: '00000000-0000-4000-8000-000000000000' };
  const cases: [string, string, (db: Database) => Promise<unknown>][] = [
    ['her notifications, a later page', 'notifications_user_newest_idx', (db) => listNotifications(db, userId, 21, cursor)],
    ['her Aira ideas, a later page', 'idea_generations_user_created_idx', (db) => listGenerations(db, userId, 11, cursor)],
    ['her Aira scripts', 'ugc_scripts_user_created_idx', (db) => listUgcScripts(db, userId)],
    ['her voice-overs', 'voice_overs_user_created_idx', (db) => listVoiceOvers(db, userId)],
    ['her credit movements', 'credit_ledger_user_seq_idx', (db) => listMovements(db, userId)],
    ['her applications', 'applications_user_created_idx', (db) => listApplications(db, userId)],
    ["a coupon's redemptions", 'coupon_redemptions_coupon_redeemed_idx', (db) => listCouponRedemptions(db, couponId, undefined)],
    ['the back office creators', 'users_created_idx', (db) => searchCreators(db, {})],
    ['the back office proposals, a later page', 'proposals_newest_idx', (db) => listProposals(db, { cursor: encodeCursor(cursor) }, new Date())],
    [
      'the commissions, a later page',
      'affiliate_commissions_status_idx',
      (db) => listCommissions(db, { status: 'approved', cursor: encodeCursor(cursor) }),
    ],
    ['the payout batches, a later page', 'affiliate_payout_batches_paid_idx', (db) => listBatches(db, encodeCursor(cursor))],
    ['the conversation reports, a later page', 'conversation_reports_created_idx', (db) => listReports(db, encodeCursor(cursor))],
    [
      "the brands' proposals to review, a later page",
      'brand_proposals_review_idx',
      (db) => listReviewQueue(db, { cursor: encodeCursor(cursor) }, new Date()),
    ],
  ];

  it.each(cases)('%s walk %s', async (_list, index, list) => {
    const plan = await planOf(list);
    expect(plan).toContain(index);
    // A Sort node of its own line (an Incremental Sort, or a Sort Key line, is not one).
    expect(plan).not.toMatch(/^\s*(->\s+)?Sort$/m);
  });
});
