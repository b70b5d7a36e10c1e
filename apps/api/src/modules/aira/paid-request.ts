/**
 * What every paid Aira request shares (docs/product/aira.md, "Paid once"): it is recorded and
 * charged in one transaction under its Idempotency-Key, and a failure after that is refunded
 * under the same ledger reference.
 */
export interface Claim<Row> {
  row: Row;
  /** False when the key had already been used: nothing was charged now. */
  created: boolean;
  balance: number;
}

/** The ledger's reason for a refund, as the credit history shows it. */
export const REFUND_REASON = 'Aira: devolução (não foi possível gerar)';

/**
 * A request still 'generating' after this long was abandoned (its process died): it is failed
 * and refunded when next read. Longer than a writer's worst case (3 attempts of 60 s, per piece).
 */
export const ABANDONED_AFTER_MS = 15 * 60 * 1000;

export const isAbandoned = (row: { status: string; createdAt: Date }, now: Date): boolean =>
  row.status === 'generating' && now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS;

/** PostgreSQL text cannot hold NUL; a model's answer is trimmed of it. */
export const cleanText = (text: string): string => text.replaceAll('\u0000', '').trim();
