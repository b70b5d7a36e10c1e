import type { UgcScript, UgcScriptSummary } from '@ma/api-client/schemas';
import { UGC_SCRIPT_COST, ugcFormatLabels } from '@ma/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ugcScripts, type UgcScriptRow } from '../../db/schema.ts';
import { newestFirst } from '../../lib/keyset.ts';
import type { PaidKind } from '../credits/paid-request.ts';
import { cleanText } from './clean-text.ts';
import type { UgcBrief, UgcScriptDraft } from './writers/writer.ts';

/** A UGC script as paid work: 1 credit, charged as `aira-ugc:<id>`. */
export const ugcKind: PaidKind<typeof ugcScripts> = {
  name: 'aira ugc script',
  product: 'ugc_script',
  table: ugcScripts,
  reference: (id) => `aira-ugc:${id}`,
  purpose: () => 'Aira: roteiro UGC',
  // A script's limit: past it, the writer is stopped and the credit refunded.
  limitMs: 5 * 60 * 1000,
  failure: 'AI_GENERATION_FAILED',
};

export interface NewUgcScript {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  brief: UgcBrief;
  proposalId: string | null;
  providerKind: UgcScriptRow['providerKind'];
  model: string | null;
  now: Date;
}

/** The row of a new request for a script, as claimPaid records it. */
export const newUgcScript = (request: NewUgcScript): typeof ugcScripts.$inferInsert => ({
  userId: request.userId,
  idempotencyKey: request.idempotencyKey,
  requestHash: request.requestHash,
  proposalId: request.proposalId,
  product: request.brief.product,
  audience: request.brief.audience,
  tone: request.brief.tone,
  durationSeconds: request.brief.durationSeconds,
  format: request.brief.format,
  providerKind: request.providerKind,
  model: request.model,
  cost: UGC_SCRIPT_COST,
  createdAt: request.now,
});

/** What a written script stores, trimmed of what PostgreSQL text cannot hold. */
export const writtenScript = (draft: UgcScriptDraft) => ({
  title: cleanText(draft.title),
  scenes: draft.scenes.map((scene) => ({
    ...scene,
    shows: cleanText(scene.shows),
    says: cleanText(scene.says),
    onScreenText: cleanText(scene.onScreenText),
  })),
  shotList: draft.shotList.map((shot) => ({ shot: cleanText(shot.shot), detail: cleanText(shot.detail) })),
  caption: cleanText(draft.caption),
});

/** The creator's written scripts, newest first (failed and unfinished ones are not scripts). */
export async function listUgcScripts(db: Database, userId: string): Promise<UgcScriptRow[]> {
  return db
    .select()
    .from(ugcScripts)
    .where(and(eq(ugcScripts.userId, userId), eq(ugcScripts.status, 'completed')))
    .orderBy(...newestFirst(ugcScripts.createdAt, ugcScripts.id))
    .limit(200);
}

export function toUgcScript(row: UgcScriptRow): UgcScript {
  return {
    ...toUgcScriptSummary(row),
    audience: row.audience,
    proposalId: row.proposalId,
    scenes: row.scenes ?? [],
    shotList: row.shotList ?? [],
    caption: row.caption ?? '',
    provider: { kind: row.providerKind, model: row.model },
    cost: row.cost,
  };
}

export function toUgcScriptSummary(row: UgcScriptRow): UgcScriptSummary {
  return {
    id: row.id,
    title: row.title ?? `${ugcFormatLabels[row.format]}: ${row.product}`,
    product: row.product,
    tone: row.tone,
    duration: row.durationSeconds,
    format: row.format,
    createdAt: row.createdAt.toISOString(),
  };
}
