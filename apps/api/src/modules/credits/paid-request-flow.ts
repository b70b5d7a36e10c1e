import { apiError } from '../../lib/errors.ts';
import type { AppServices } from '../services.ts';
import { readBalance } from './credit-ledger.ts';
import { claimPaid, failPaid, findPaid, findPaidByKey, type PaidKind, type PaidRowOf, type PaidTable } from './paid-request.ts';

/** How often a follower looks at the database when no work of this process woke it. */
const POLL_MS = 250;

type Row<T extends PaidTable> = PaidRowOf<T>;

/** What a paid request uses of the app's services. */
export type PaidServices = Pick<AppServices, 'db' | 'clock' | 'logger' | 'paidSignals' | 'events'>;

/** Tells this process's followers of request `id` that it moved on. */
export const notifyPaid = (services: Pick<AppServices, 'paidSignals'>, id: string) => services.paidSignals.notify(id);

/** Until request `id` moves on in this process, or the next look at the database is due. */
export const nextChange = (services: Pick<AppServices, 'paidSignals'>, id: string) => services.paidSignals.wait(id, POLL_MS);

/** What a new paid request records, and the work it pays for (done once it is charged). */
export interface PaidOrder<T extends PaidTable> {
  values: T['$inferInsert'];
  /** Answers the completed row, or undefined when it was no longer being made; throws on failure. */
  work(row: Row<T>, signal: AbortSignal): Promise<Row<T> | undefined>;
}

/** Asked only of the arrival that claims the key: refuses (a 4xx, a 503) before anything is charged. */
type Order<T extends PaidTable> = () => Promise<PaidOrder<T>>;

export interface PaidRequest {
  userId: string;
  key: string;
  /** The hash of the request's validated body (lib/idempotency.ts). */
  hash: string;
}

/**
 * Does a charged request's work within the kind's limit. Any failure (the work's, a timeout)
 * fails it and refunds it, once; the followers are woken either way.
 */
export async function runPaid<T extends PaidTable>(
  services: PaidServices,
  kind: PaidKind<T>,
  row: Row<T>,
  work: PaidOrder<T>['work'],
): Promise<Row<T> | undefined> {
  const { db, clock, logger, events } = services;
  try {
    const done = await work(row, AbortSignal.timeout(kind.limitMs));
    if (done) return done;
  } catch (error) {
    logger.warn(`${kind.name}: failed, refunding`, { request: row.id, error });
  }
  await failPaid(db, events, kind, row, clock.now());
  return undefined;
}

/**
 * A paid request under its Idempotency-Key (docs/decisions/014-paid-ai-requests.md): the first
 * arrival of a key takes `order` (which refuses before anything is charged: 404, 503...), records
 * the request and charges it (402 when short); any later arrival finds the same row. The same
 * key with another body is 409. Only the arrival that charged gets `charged`: the balance after
 * the charge, and the work to run.
 */
export async function openPaidRequest<T extends PaidTable>(services: PaidServices, kind: PaidKind<T>, request: PaidRequest, order: Order<T>) {
  const { db } = services;
  let row = await findPaidByKey(db, kind, request.userId, request.key);
  if (!row) {
    const { values, work } = await order();
    const claim = await claimPaid(db, kind, values);
    row = claim.row;
    if (claim.created) {
      const charged = claim.row;
      const run = async () => {
        try {
          return await runPaid(services, kind, charged, work);
        } finally {
          notifyPaid(services, charged.id);
        }
      };
      return { row, charged: { balance: claim.balance, run } };
    }
  }
  if (row.requestHash !== request.hash) throw apiError('IDEMPOTENCY_KEY_REUSED');
  return { row, charged: undefined };
}

/**
 * The row once it is no longer being made: woken by the work in this process, polling otherwise
 * (the work of another process, or its expiry job when that process died).
 */
export async function settledPaid<T extends PaidTable>(services: PaidServices, kind: PaidKind<T>, row: Row<T>): Promise<Row<T>> {
  let current = row;
  while (current.status === 'generating') {
    await nextChange(services, current.id);
    current = (await findPaid(services.db, kind, current.userId, current.id)) ?? current;
  }
  return current;
}

/**
 * A paid request answered once it is done: the arrival that charged does the work; a retry with
 * the key waits for it and answers the same row. A failed request answers the kind's failure
 * (502, with what was refunded).
 */
export async function payOnce<T extends PaidTable>(services: PaidServices, kind: PaidKind<T>, request: PaidRequest, order: Order<T>) {
  const opened = await openPaidRequest(services, kind, request, order);
  if (opened.charged) {
    const done = await opened.charged.run();
    if (!done) throw apiError(kind.failure, opened.row.cost);
    return { row: done, balance: opened.charged.balance };
  }
  const settled = await settledPaid(services, kind, opened.row);
  if (settled.status !== 'completed') throw apiError(kind.failure, settled.refunded);
  return { row: settled, balance: await readBalance(services.db, request.userId) };
}
