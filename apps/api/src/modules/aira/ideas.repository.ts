import type { Idea, IdeaGeneration } from '@ma/api-client/schemas';
import { ideasCost } from '@ma/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { newestAfter, type PageKey } from '../../lib/keyset.ts';
import { ideaGenerations, ideas, type IdeaGenerationRow, type IdeaRow } from '../../db/schema.ts';
import type { PaidKind } from '../credits/paid-request.ts';
import { cleanText } from './clean-text.ts';
import type { IdeaBrief, IdeaDraft } from './writers/writer.ts';

/** Ideas as paid work: N ideas cost N credits, charged as `aira-ideas:<id>`; a failure keeps none of them. */
export const ideasKind: PaidKind<typeof ideaGenerations> = {
  name: 'aira ideas',
  product: 'ideas',
  table: ideaGenerations,
  reference: (id) => `aira-ideas:${id}`,
  purpose: (row) => `Aira: ${row.count === 1 ? '1 ideia' : `${row.count} ideias`}`,
  // A whole generation's limit: past it, the writer is stopped and the request refunded.
  limitMs: 10 * 60 * 1000,
  failure: 'AI_GENERATION_FAILED',
  async onFail(tx, row) {
    await tx.delete(ideas).where(eq(ideas.generationId, row.id));
  },
};

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

/** The row of a new request for ideas, as claimPaid records it. */
export const newGeneration = (request: NewGeneration): typeof ideaGenerations.$inferInsert => ({
  userId: request.userId,
  idempotencyKey: request.idempotencyKey,
  requestHash: request.requestHash,
  source: request.brief.source,
  proposalId: request.proposalId,
  brief: { ...request.brief },
  count: request.count,
  cost: ideasCost(request.count),
  providerKind: request.providerKind,
  model: request.model,
  createdAt: request.now,
});

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

export async function ideasOf(db: Database, generationIds: string[], fromPosition = 0): Promise<IdeaRow[]> {
  if (generationIds.length === 0) return [];
  return db
    .select()
    .from(ideas)
    .where(and(inArray(ideas.generationId, generationIds), gte(ideas.position, fromPosition)))
    .orderBy(asc(ideas.generationId), asc(ideas.position));
}

/** The newest generations first, a page at a time: those after `after`, the previous page's last. */
export async function listGenerations(db: Database, userId: string, limit: number, after?: PageKey): Promise<IdeaGenerationRow[]> {
  const g = ideaGenerations;
  return newestAfter(db.select().from(g).$dynamic(), { at: g.createdAt, id: g.id }, eq(g.userId, userId), { after, limit });
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
