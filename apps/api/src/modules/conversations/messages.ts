import { conversationPageInvalid, type Conversation, type ConversationSummary, type Message } from '@ma/api-client/schemas';
import { CONVERSATION_PAGE, MINUTE_MS, DAY_MS } from '@ma/domain';
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, brandMembers, brandProposals, conversationMessages, conversationReports, conversations } from '../../db/schema.ts';
import type { TooManyCode } from '../../lib/errors.ts';
import { fieldError } from '../../lib/validation.ts';
import { olderThanKey, pageOf, requireCursor } from '../../lib/keyset.ts';
import type { Platform } from '../../lib/types.ts';
import type { RateLimitRule } from '../../rate-limit/rate-limiter.ts';
import { takeSlotsOrRefuse } from '../../rate-limit/take-slots.ts';
import { NOTICE_QUIET_MS, queueNotice } from './notices.ts';
import { conversationOf, otherSide, threadOrRefuse, type Reader, type Thread } from './threads.ts';

/**
 * The messages of one application's conversation (docs/product/conversations.md): read, sent,
 * marked read and reported by either side. A message is stored as typed (trimmed by the
 * payload's schema) and answered as text; the apps never read it as HTML.
 */

export type ConversationDeps = Pick<Platform, 'db' | 'clock' | 'rateLimiter'>;

/** Messages per author a minute (decision 038): a person typing fast stays far below it; a script does not. */
export const MESSAGE_RULE: RateLimitRule = { limit: 20, windowMs: MINUTE_MS };
/** Reports per person a day. */
export const REPORT_RULE: RateLimitRule = { limit: 5, windowMs: DAY_MS };

/** The rate limiter's key of the person behind `reader`. */
const personKey = (reader: Reader) => (reader.side === 'creator' ? `creator:${reader.userId}` : `member:${reader.memberId}`);

/** What each person may do a window, and the 429 past it. */
const budgets = {
  messages: { rule: MESSAGE_RULE, refusal: 'TOO_MANY_MESSAGES' },
  reports: { rule: REPORT_RULE, refusal: 'TOO_MANY_CONVERSATION_REPORTS' },
} as const satisfies Record<string, { rule: RateLimitRule; refusal: TooManyCode }>;

/** `reader`'s thread of `applicationId` (404 for one not theirs), once the person took a slot of `what`'s budget (its 429 past it). */
async function threadWithinBudget(deps: ConversationDeps, reader: Reader, applicationId: string, what: keyof typeof budgets, now: Date) {
  const thread = await threadOrRefuse(deps.db, reader, applicationId);
  const { rule, refusal } = budgets[what];
  await takeSlotsOrRefuse(deps.rateLimiter, [{ key: `conversation-${what}:${personKey(reader)}`, rule }], now.getTime(), refusal);
  return thread;
}

/** What marks the conversation read by `side` up to `now`. */
const readUpTo = (side: Reader['side'], now: Date) => (side === 'creator' ? { creatorReadAt: now } : { brandReadAt: now });

const readColumn = { creator: conversations.creatorReadAt, brand: conversations.brandReadAt } as const;

/** The other side's messages `side` has not read (`readAt` its last read). */
const unreadBy = (side: Reader['side'], readAt: SQL | Date | null) =>
  and(eq(conversationMessages.side, otherSide(side)), readAt === null ? undefined : gt(conversationMessages.createdAt, readAt));

/** A page of a conversation to read: older than `cursor` (none: the latest), `limit` messages (1 to 200). */
export interface PageRequest {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * The conversation of `applicationId` as `reader` sees it: a page of its messages, oldest first
 * (the latest, or those before `page.cursor`), the cursor of the ones before it, and 'Visto'. 404
 * for a conversation not theirs, then 422 for a cursor this API did not write.
 */
export async function readConversation(db: Database, reader: Reader, applicationId: string, page: PageRequest = {}): Promise<Conversation> {
  const thread = await threadOrRefuse(db, reader, applicationId);
  const before = requireCursor(page.cursor, () => fieldError('cursor', conversationPageInvalid));
  const limit = page.limit ?? CONVERSATION_PAGE;
  const withName = reader.side === 'creator' ? thread.brandName : thread.creatorName;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.applicationId, applicationId));
  if (!conversation) return { applicationId, withName, messages: [], olderCursor: null, unread: 0, seenAt: null };
  // Newest first, one more than the page: the extra one says older messages exist.
  const rows = await db
    .select({
      id: conversationMessages.id,
      side: conversationMessages.side,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
      memberId: conversationMessages.memberId,
      memberName: brandMembers.name,
    })
    .from(conversationMessages)
    .leftJoin(brandMembers, eq(brandMembers.id, conversationMessages.memberId))
    .where(
      and(eq(conversationMessages.conversationId, conversation.id), olderThanKey(conversationMessages.createdAt, conversationMessages.id, before)),
    )
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(limit + 1);
  const { page: newestFirst, nextCursor } = pageOf(rows, limit, (row) => ({ at: row.createdAt, id: row.id }));
  const mine = reader.side === 'creator' ? conversation.creatorReadAt : conversation.brandReadAt;
  const [count] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, conversation.id), unreadBy(reader.side, mine)));
  const seen = reader.side === 'creator' ? conversation.brandReadAt : conversation.creatorReadAt;
  return {
    applicationId,
    withName,
    messages: newestFirst.reverse().map((row) => messageOf(row, thread, reader)),
    olderCursor: nextCursor,
    unread: count?.unread ?? 0,
    seenAt: seen?.toISOString() ?? null,
  };
}

function messageOf(
  row: { id: string; side: Reader['side']; body: string; createdAt: Date; memberId: string | null; memberName: string | null },
  thread: Thread,
  reader: Reader,
): Message {
  return {
    id: row.id,
    side: row.side,
    authorName: row.side === 'creator' ? thread.creatorName : (row.memberName ?? thread.brandName),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    // The creator wrote hers; of the brand's, a member wrote only their own (a colleague's keeps its name).
    mine: reader.side === 'creator' ? row.side === 'creator' : row.memberId === reader.memberId,
  };
}

/**
 * Sends `body` (already trimmed, 1 to 2,000 characters) as `reader`: 404 for a conversation not
 * theirs, 429 TOO_MANY_MESSAGES past the author's budget. Writing reads what came before; the
 * other side is told by a job a minute later (notices.ts), one notice for a burst.
 */
export async function sendMessage(deps: ConversationDeps, reader: Reader, applicationId: string, body: string): Promise<Message> {
  const { db, clock } = deps;
  const now = clock.now();
  const thread = await threadWithinBudget(deps, reader, applicationId, 'messages', now);
  return db.transaction(async (tx) => {
    const conversation = await conversationOf(tx, applicationId, now);
    const [row] = await tx
      .insert(conversationMessages)
      .values({
        conversationId: conversation.id,
        side: reader.side,
        memberId: reader.side === 'brand' ? reader.memberId : null,
        body,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('the message was not written');
    await tx.update(conversations).set(readUpTo(reader.side, now)).where(eq(conversations.id, conversation.id));
    await queueNotice(tx, conversation.id, otherSide(reader.side), new Date(now.getTime() + NOTICE_QUIET_MS));
    const [member] =
      reader.side === 'brand' ? await tx.select({ name: brandMembers.name }).from(brandMembers).where(eq(brandMembers.id, reader.memberId)) : [];
    return messageOf({ ...row, memberName: member?.name ?? null }, thread, reader);
  });
}

/** Marks the conversation read by `reader`'s side up to now (nothing to mark before its first message). */
export async function markRead(deps: Pick<Platform, 'db' | 'clock'>, reader: Reader, applicationId: string): Promise<void> {
  await threadOrRefuse(deps.db, reader, applicationId);
  const now = deps.clock.now();
  await deps.db.update(conversations).set(readUpTo(reader.side, now)).where(eq(conversations.applicationId, applicationId));
}

/** Reports the conversation to the operators with `reason` (5 a day per person). */
export async function reportConversation(deps: ConversationDeps, reader: Reader, applicationId: string, reason: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  await threadWithinBudget(deps, reader, applicationId, 'reports', now);
  await db.transaction(async (tx) => {
    const conversation = await conversationOf(tx, applicationId, now);
    await tx.insert(conversationReports).values({
      conversationId: conversation.id,
      side: reader.side,
      userId: reader.side === 'creator' ? reader.userId : null,
      memberId: reader.side === 'brand' ? reader.memberId : null,
      reason,
      createdAt: now,
    });
  });
}

/** Each conversation with messages among `where`'s applications, with what `side` has not read. */
async function summaries(db: Database, side: Reader['side'], where: SQL | undefined): Promise<ConversationSummary[]> {
  const readAt = readColumn[side];
  const rows = await db
    .select({
      applicationId: conversations.applicationId,
      unread: sql<number>`(count(*) filter (where ${conversationMessages.side} = ${otherSide(side)} and (${readAt} is null or ${conversationMessages.createdAt} > ${readAt})))::int`,
      lastMessageAt: sql<Date>`max(${conversationMessages.createdAt})`.mapWith(conversationMessages.createdAt),
    })
    .from(conversations)
    .innerJoin(applications, eq(applications.id, conversations.applicationId))
    .innerJoin(conversationMessages, eq(conversationMessages.conversationId, conversations.id))
    .leftJoin(brandProposals, eq(brandProposals.proposalId, applications.proposalId))
    .where(where)
    .groupBy(conversations.applicationId, readAt);
  return rows.map((row) => ({ applicationId: row.applicationId, unread: row.unread, lastMessageAt: row.lastMessageAt.toISOString() }));
}

/** The creator's conversations that have messages. */
export const creatorSummaries = (db: Database, userId: string) => summaries(db, 'creator', eq(applications.userId, userId));

/** The conversations of one of the brand's published proposals (`proposalId`, the creators' row) that have messages. */
export const brandSummaries = (db: Database, brandId: string, proposalId: string) =>
  summaries(db, 'brand', and(eq(applications.proposalId, proposalId), eq(brandProposals.brandId, brandId), eq(brandProposals.state, 'published')));
