import { MINUTE_MS, type ConversationSide } from '@ma/domain';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversationMessages, conversations } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';
import { queueJob } from '../../lib/jobs/in-transaction.ts';
import { perRowJobOptions, type JobRunner } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailBrandTeam } from '../brands/brand-emails.ts';
import { findThread } from './threads.ts';

export const CONVERSATION_NOTICE_JOB = 'conversation-notices';

/**
 * How long a new message waits before its side is told: the messages written meanwhile join it,
 * so a burst makes one notice (one e-mail), and a message read meanwhile is not told at all.
 */
export const NOTICE_QUIET_MS = MINUTE_MS;

/**
 * One job per conversation and side to tell, `<conversation>:<side>` its singleton key: a stately
 * queue keeps at most one waiting per key, so the messages of a quiet period share it. Retried
 * with backoff (30-60 s, 1-2, 2-4 min...) when the database or the mail server fails it.
 */
export const CONVERSATION_NOTICE_JOB_OPTIONS = perRowJobOptions({ retryLimit: 8, retryDelay: 30, expireInSeconds: 5 * 60, concurrency: 2 });

/** Queues, in `tx`, the telling of `side` at `at` (none is added while one already waits for it). */
export const queueNotice = (tx: Database, conversationId: string, side: ConversationSide, at: Date) =>
  queueJob(tx, CONVERSATION_NOTICE_JOB, { conversationId, side }, { singletonKey: `${conversationId}:${side}`, startAfter: at });

export interface NoticeDeps {
  db: Database;
  events: Events;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  appOrigin: string;
}

export type NoticeOutcome = 'told' | 'nothing' | 'gone';

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Tells `side` of the other side's messages it has neither read nor been told of
 * (docs/product/conversations.md "Notices"): the creator by a `message_received` notification
 * (bell, e-mail, phone, as she chose; its key names the last message, so a retry tells nothing
 * new), the brand's team by one e-mail to each member. Nothing when she read them meanwhile.
 */
export async function tellNews(deps: NoticeDeps, conversationId: string, side: ConversationSide): Promise<NoticeOutcome> {
  return side === 'creator' ? tellCreator(deps, conversationId) : tellBrand(deps, conversationId);
}

/** The other side's messages after `since`, oldest first. */
const newsOf = (db: Database, conversationId: string, from: ConversationSide, since: Date | null) =>
  db
    .select({ id: conversationMessages.id, createdAt: conversationMessages.createdAt })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.side, from),
        since ? gt(conversationMessages.createdAt, since) : undefined,
      ),
    )
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));

function tellCreator(deps: NoticeDeps, conversationId: string): Promise<NoticeOutcome> {
  return deps.db.transaction(async (tx) => {
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
    if (!conversation) return 'gone';
    const news = await newsOf(tx, conversationId, 'brand', later(conversation.creatorReadAt, conversation.creatorToldAt));
    const last = news.at(-1);
    if (!last) return 'nothing';
    const thread = await findThread(tx, 'anyone', conversation.applicationId);
    if (!thread) return 'gone';
    await tx.update(conversations).set({ creatorToldAt: last.createdAt }).where(eq(conversations.id, conversationId));
    await deps.events.emit(tx, 'creatorEvents', [
      {
        userId: thread.creatorId,
        kind: 'message_received',
        details: { applicationId: thread.applicationId, proposalName: thread.proposalName, brandName: thread.brandName, count: news.length },
        dedupeKey: eventKeys.messagesReceived(conversationId, last.id),
        at: deps.clock.now(),
      },
    ]);
    return 'told';
  });
}

async function tellBrand(deps: NoticeDeps, conversationId: string): Promise<NoticeOutcome> {
  const { db } = deps;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!conversation) return 'gone';
  const told = conversation.brandToldAt;
  const news = await newsOf(db, conversationId, 'creator', later(conversation.brandReadAt, told));
  const last = news.at(-1);
  if (!last) return 'nothing';
  const thread = await findThread(db, 'anyone', conversation.applicationId);
  if (!thread) return 'gone';
  const count = news.length;
  await mailBrandTeam(deps, thread, {
    subject: `Nova mensagem de ${thread.creatorName} na Mais Alcance`,
    happened: `${thread.creatorName} enviou ${count === 1 ? 'uma nova mensagem' : `${count} novas mensagens`} sobre “${thread.proposalName}”.`,
    button: 'Abrir a conversa',
  });
  // Only if no other run told them first: a job delivered twice mails at most twice, never loses one.
  await db
    .update(conversations)
    .set({ brandToldAt: last.createdAt })
    .where(and(eq(conversations.id, conversationId), told ? eq(conversations.brandToldAt, told) : isNull(conversations.brandToldAt)));
  return 'told';
}

/** The notices' job on `runner`, queued by each message (messages.ts). */
export function defineNoticeJob(runner: JobRunner, deps: NoticeDeps) {
  runner.define<{ conversationId: string; side: ConversationSide }>(
    CONVERSATION_NOTICE_JOB,
    async ({ conversationId, side }) => {
      await tellNews(deps, conversationId, side);
    },
    CONVERSATION_NOTICE_JOB_OPTIONS,
  );
}
