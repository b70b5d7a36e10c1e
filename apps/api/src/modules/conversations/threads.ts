import type { ConversationSide } from '@ma/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, brandProposals, conversations, proposals, users, type ConversationRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

/**
 * Who reads a conversation (docs/product/conversations.md): the creator of the application, or a
 * member of the brand that published its proposal. Anything else is an unknown conversation.
 */
export type Reader = { side: 'creator'; userId: string } | { side: 'brand'; brandId: string; memberId: string };

/** The other side of `side`. */
export const otherSide = (side: ConversationSide): ConversationSide => (side === 'creator' ? 'brand' : 'creator');

/** An application with a conversation: a brand's published proposal, and who is on each side. */
export interface Thread {
  applicationId: string;
  creatorId: string;
  creatorName: string;
  brandId: string;
  brandName: string;
  proposalName: string;
  /** The brand's own proposal (brand_proposals), for the brand's links. */
  brandProposalId: string;
}

/**
 * The application `applicationId` if `reader` is on one of its sides, else undefined; any
 * reader's when `reader` is `anyone` (the notices' job, which acts for no one).
 */
export async function findThread(db: Database, reader: Reader | 'anyone', applicationId: string): Promise<Thread | undefined> {
  if (!isUuid(applicationId)) return undefined;
  const whose: SQL | undefined =
    reader === 'anyone' ? undefined : reader.side === 'creator' ? eq(applications.userId, reader.userId) : eq(brandProposals.brandId, reader.brandId);
  const [row] = await db
    .select({
      applicationId: applications.id,
      creatorId: applications.userId,
      creatorName: users.name,
      brandId: brandProposals.brandId,
      brandName: proposals.brandName,
      proposalName: proposals.name,
      brandProposalId: brandProposals.id,
    })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .innerJoin(users, eq(users.id, applications.userId))
    // Only a proposal a brand published from its account has someone on the other side.
    .innerJoin(brandProposals, and(eq(brandProposals.proposalId, applications.proposalId), eq(brandProposals.state, 'published')))
    .where(and(eq(applications.id, applicationId), whose));
  return row;
}

/** `findThread`, or 404 CONVERSATION_NOT_FOUND: another's and an unknown one answer the same. */
export async function threadOrRefuse(db: Database, reader: Reader, applicationId: string): Promise<Thread> {
  const thread = await findThread(db, reader, applicationId);
  if (!thread) throw apiError('CONVERSATION_NOT_FOUND');
  return thread;
}

/** The application's conversation, written the first time it is needed. */
export async function conversationOf(db: Database, applicationId: string, now: Date): Promise<ConversationRow> {
  await db.insert(conversations).values({ applicationId, createdAt: now }).onConflictDoNothing({ target: conversations.applicationId });
  const [row] = await db.select().from(conversations).where(eq(conversations.applicationId, applicationId));
  if (!row) throw new Error('the conversation was not written');
  return row;
}
