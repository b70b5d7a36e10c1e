import type { AdminConversationReport, AdminConversationReportDetail } from '@ma/api-client/admin';
import { CONVERSATION_PAGE } from '@ma/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, brandMembers, conversationMessages, conversationReports, conversations, proposals, users } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { readPage } from '../../lib/keyset.ts';

/** Reports a page of the back office's list. */
export const REPORT_PAGE_SIZE = 25;

const reportsQuery = (db: Database) =>
  db
    .select({
      id: conversationReports.id,
      createdAt: conversationReports.createdAt,
      reason: conversationReports.reason,
      side: conversationReports.side,
      conversationId: conversationReports.conversationId,
      memberName: brandMembers.name,
      applicationId: applications.id,
      proposalName: proposals.name,
      brandName: proposals.brandName,
      creatorName: users.name,
    })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .innerJoin(applications, eq(applications.id, conversations.applicationId))
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(brandMembers, eq(brandMembers.id, conversationReports.memberId))
    .$dynamic();

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>['where']>>[number];

const viewOf = (row: ReportRow): AdminConversationReport => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  reason: row.reason,
  side: row.side,
  reporterName: row.side === 'creator' ? row.creatorName : (row.memberName ?? row.brandName),
  applicationId: row.applicationId,
  proposalName: row.proposalName,
  brandName: row.brandName,
  creatorName: row.creatorName,
});

/** The reports, newest first, a page at a time. */
export async function listReports(db: Database, cursor: string | undefined) {
  const { page, nextCursor } = await readPage(
    reportsQuery(db),
    { at: conversationReports.createdAt, id: conversationReports.id, index: 'desc' },
    { cursor, pageSize: REPORT_PAGE_SIZE },
    (row) => ({ at: row.createdAt, id: row.id }),
  );
  return { items: page.map(viewOf), nextCursor };
}

/** One report and the conversation's latest messages, oldest first, as neither side (`mine` is false). */
export async function readReport(db: Database, id: string): Promise<AdminConversationReportDetail> {
  const [row] = await reportsQuery(db).where(eq(conversationReports.id, id));
  if (!row) throw apiError('CONVERSATION_REPORT_NOT_FOUND');
  const messages = await db
    .select({
      id: conversationMessages.id,
      side: conversationMessages.side,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
      authorName: sql<string>`coalesce(${brandMembers.name}, '')`,
    })
    .from(conversationMessages)
    .leftJoin(brandMembers, eq(brandMembers.id, conversationMessages.memberId))
    .where(eq(conversationMessages.conversationId, row.conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(CONVERSATION_PAGE);
  return {
    ...viewOf(row),
    messages: messages.reverse().map((message) => ({
      id: message.id,
      side: message.side,
      authorName: message.side === 'creator' ? row.creatorName : message.authorName || row.brandName,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      mine: false,
    })),
  };
}
