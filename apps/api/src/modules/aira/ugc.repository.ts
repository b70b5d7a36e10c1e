import type { UgcScript, UgcScriptSummary } from '@ma/api-client/schemas';
import { UGC_SCRIPT_COST, ugcFormatLabels } from '@ma/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ugcScripts, type UgcScriptRow } from '../../db/schema.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { refundCredits, spendCredits } from '../credits/credit-spending.ts';
import { cleanText, REFUND_REASON, type Claim } from './paid-request.ts';
import type { UgcBrief, UgcScriptDraft } from './writers/writer.ts';

export const ugcReference = (id: string) => `aira-ugc:${id}`;

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

export async function findUgcByKey(db: Database, userId: string, key: string): Promise<UgcScriptRow | undefined> {
  const [row] = await db
    .select()
    .from(ugcScripts)
    .where(and(eq(ugcScripts.userId, userId), eq(ugcScripts.idempotencyKey, key)));
  return row;
}

/** Records the request and charges 1 credit in one transaction (see claimGeneration). */
export async function claimUgcScript(db: Database, request: NewUgcScript): Promise<Claim<UgcScriptRow>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ugcScripts)
      .values({
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
      })
      .onConflictDoNothing({ target: [ugcScripts.userId, ugcScripts.idempotencyKey] })
      .returning();
    if (!row) {
      const existing = await findUgcByKey(tx, request.userId, request.idempotencyKey);
      if (!existing) throw new Error('ugc script conflict without a row');
      return { row: existing, created: false, balance: await readBalance(tx, request.userId) };
    }
    const { balance } = await spendCredits(tx, request.userId, UGC_SCRIPT_COST, 'Aira: roteiro UGC', ugcReference(row.id));
    return { row, created: true, balance };
  });
}

export async function completeUgcScript(db: Database, id: string, draft: UgcScriptDraft, now: Date): Promise<UgcScriptRow | undefined> {
  const [row] = await db
    .update(ugcScripts)
    .set({
      status: 'completed',
      title: cleanText(draft.title),
      scenes: draft.scenes.map((scene) => ({
        ...scene,
        shows: cleanText(scene.shows),
        says: cleanText(scene.says),
        onScreenText: cleanText(scene.onScreenText),
      })),
      shotList: draft.shotList.map((shot) => ({ shot: cleanText(shot.shot), detail: cleanText(shot.detail) })),
      caption: cleanText(draft.caption),
      finishedAt: now,
    })
    .where(and(eq(ugcScripts.id, id), eq(ugcScripts.status, 'generating')))
    .returning();
  return row;
}

/** Fails it and refunds its credit, once (see failGeneration). */
export async function failUgcScript(db: Database, row: UgcScriptRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(ugcScripts)
      .set({ status: 'failed', refunded: row.cost, finishedAt: now })
      .where(and(eq(ugcScripts.id, row.id), eq(ugcScripts.status, 'generating')))
      .returning({ id: ugcScripts.id });
    if (failed.length > 0) await refundCredits(tx, row.userId, ugcReference(row.id), REFUND_REASON);
  });
}

export async function findUgcScript(db: Database, userId: string, id: string): Promise<UgcScriptRow | undefined> {
  const [row] = await db
    .select()
    .from(ugcScripts)
    .where(and(eq(ugcScripts.id, id), eq(ugcScripts.userId, userId)));
  return row;
}

/** The creator's written scripts, newest first (failed and unfinished ones are not scripts). */
export async function listUgcScripts(db: Database, userId: string): Promise<UgcScriptRow[]> {
  return db
    .select()
    .from(ugcScripts)
    .where(and(eq(ugcScripts.userId, userId), eq(ugcScripts.status, 'completed')))
    .orderBy(desc(ugcScripts.createdAt), desc(ugcScripts.id))
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
