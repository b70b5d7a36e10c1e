import { isProposalOpen } from '@ma/domain';
import { and, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { proposals } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { daysFromNow, insertProposal, TEST_NOW } from '../../test/proposal-fixtures.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { isOpenAt } from './proposals.repository.ts';

// One "open": the SQL condition the lists and reads filter with and the domain's function the
// in-memory rows (the shared page, the brand's page, the CLI) are judged by answer alike.
describe.each(testDatabases)('isOpenAt and isProposalOpen ($name)', (database) => {
  const context = useTestDatabase(database);

  it('agree on every window, at its edges included', async () => {
    const { db } = context.handle;
    const now = TEST_NOW;
    const windows = [
      {},
      { publishedAt: now },
      { publishedAt: new Date(now.getTime() + 1) },
      { publishedAt: daysFromNow(2) },
      { validUntil: now },
      { validUntil: new Date(now.getTime() + 1) },
      { validUntil: daysFromNow(-1) },
      { closedAt: daysFromNow(-1) },
      { closedAt: daysFromNow(1) },
      { closedAt: daysFromNow(-1), publishedAt: daysFromNow(2) },
      { validUntil: daysFromNow(-1), publishedAt: daysFromNow(2) },
    ];
    const ids: string[] = [];
    for (const window of windows) ids.push(await insertProposal(db, window));
    const rows = await db
      .select({ id: proposals.id, publishedAt: proposals.publishedAt, closedAt: proposals.closedAt, validUntil: proposals.validUntil })
      .from(proposals)
      .where(inArray(proposals.id, ids));
    const openInSql = await db
      .select({ id: proposals.id })
      .from(proposals)
      .where(and(inArray(proposals.id, ids), isOpenAt(now)));
    const openInMemory = rows.filter((row) => isProposalOpen(row, now)).map((row) => row.id);
    expect(openInSql.map((row) => row.id).sort()).toEqual(openInMemory.sort());
    expect(openInMemory.sort()).toEqual([ids[0], ids[1], ids[5]].sort());
  });
});
