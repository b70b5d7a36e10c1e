import type { Idea, IdeaGeneration } from '@ma/api-client/schemas';
import { ideasCost } from '@ma/domain';
import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ideaGenerations, ideas, type IdeaGenerationRow, type IdeaRow } from '../../db/schema.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { refundCredits, spendCredits } from '../credits/credit-spending.ts';
import type { IdeaBrief, IdeaDraft } from './writers/writer.ts';
import { cleanText, REFUND_REASON, type Claim } from './paid-request.ts';

export const ideasReference = (id: string) => `aira-ideas:${id}`;

export interface NewGeneration {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  brief: IdeaBrief;
  proposalId: string | null;
  count: number;
  providerKind: IdeaGenerationRow['providerKind'];
  model: string | null;
  now: Date;
}

/** The generation a key already named, if any. */
export async function findByKey(db: Database, userId: string, key: string): Promise<IdeaGenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(ideaGenerations)
    .where(and(eq(ideaGenerations.userId, userId), eq(ideaGenerations.idempotencyKey, key)));
  return row;
}

/**
 * Records the request and charges its credits in one transaction: a balance too short rolls
 * both back (402). A concurrent request with the same key waits on the unique index and then
 * finds this one: it is charged once, whatever the number of arrivals.
 */
export async function claimGeneration(db: Database, request: NewGeneration): Promise<Claim<IdeaGenerationRow>> {
  const cost = ideasCost(request.count);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ideaGenerations)
      .values({
        userId: request.userId,
        idempotencyKey: request.idempotencyKey,
        requestHash: request.requestHash,
        source: request.brief.source,
        proposalId: request.proposalId,
        brief: { ...request.brief },
        count: request.count,
        cost,
        providerKind: request.providerKind,
        model: request.model,
        createdAt: request.now,
      })
      .onConflictDoNothing({ target: [ideaGenerations.userId, ideaGenerations.idempotencyKey] })
      .returning();
    if (!row) {
      const existing = await findByKey(tx, request.userId, request.idempotencyKey);
      if (!existing) throw new Error('idea generation conflict without a row');
      return { row: existing, created: false, balance: await readBalance(tx, request.userId) };
    }
    const quantity = request.count === 1 ? '1 ideia' : `${request.count} ideias`;
    const { balance } = await spendCredits(tx, request.userId, cost, `Aira: ${quantity}`, ideasReference(row.id));
    return { row, created: true, balance };
  });
}

export async function insertIdea(db: Database, generationId: string, position: number, draft: IdeaDraft): Promise<void> {
  await db.insert(ideas).values({
    generationId,
    position,
    hook: cleanText(draft.hook),
    body: cleanText(draft.body),
    callToAction: cleanText(draft.callToAction),
    caption: cleanText(draft.caption),
    hashtags: draft.hashtags.map(cleanText),
  });
}

export async function completeGeneration(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(ideaGenerations)
    .set({ status: 'completed', finishedAt: now })
    .where(and(eq(ideaGenerations.id, id), eq(ideaGenerations.status, 'generating')));
}

/**
 * Marks it failed and gives its credits back, in one transaction and once: a failed request
 * delivers nothing (the ideas it wrote are dropped) and costs nothing.
 */
export async function failGeneration(db: Database, row: IdeaGenerationRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(ideaGenerations)
      .set({ status: 'failed', refunded: row.cost, finishedAt: now })
      .where(and(eq(ideaGenerations.id, row.id), eq(ideaGenerations.status, 'generating')))
      .returning({ id: ideaGenerations.id });
    if (failed.length === 0) return;
    await tx.delete(ideas).where(eq(ideas.generationId, row.id));
    await refundCredits(tx, row.userId, ideasReference(row.id), REFUND_REASON);
  });
}

export async function findGeneration(db: Database, userId: string, id: string): Promise<IdeaGenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(ideaGenerations)
    .where(and(eq(ideaGenerations.id, id), eq(ideaGenerations.userId, userId)));
  return row;
}

export async function ideasOf(db: Database, generationIds: string[], fromPosition = 0): Promise<IdeaRow[]> {
  if (generationIds.length === 0) return [];
  return db
    .select()
    .from(ideas)
    .where(and(inArray(ideas.generationId, generationIds), gte(ideas.position, fromPosition)))
    .orderBy(asc(ideas.generationId), asc(ideas.position));
}

export interface Cursor {
  createdAt: Date;
  id: string;
}

/** The newest generations first, a page at a time. */
export async function listGenerations(db: Database, userId: string, limit: number, after?: Cursor): Promise<IdeaGenerationRow[]> {
  const g = ideaGenerations;
  return db
    .select()
    .from(g)
    .where(
      and(eq(g.userId, userId), after ? or(lt(g.createdAt, after.createdAt), and(eq(g.createdAt, after.createdAt), lt(g.id, after.id))) : undefined),
    )
    .orderBy(desc(g.createdAt), desc(g.id))
    .limit(limit);
}

export function toIdeaGeneration(row: IdeaGenerationRow, rows: IdeaRow[]): IdeaGeneration {
  const brief = row.brief as unknown as IdeaBrief;
  return {
    id: row.id,
    source: row.source,
    proposalId: row.proposalId,
    title: brief.source === 'proposal' ? `${brief.proposalName} · ${brief.brandName}` : brief.theme,
    count: row.count,
    cost: row.cost,
    status: row.status,
    refunded: row.refunded,
    provider: { kind: row.providerKind, model: row.model },
    ideas: rows.map(toIdea),
    createdAt: row.createdAt.toISOString(),
  };
}

export const toIdea = (idea: IdeaRow): Idea => ({
  position: idea.position,
  hook: idea.hook,
  body: idea.body,
  callToAction: idea.callToAction,
  caption: idea.caption,
  hashtags: idea.hashtags,
});
