import { onFirstUse } from '../first-use.ts';
import { keysOf } from '../keys-of.ts';
import { DAY_MS, saoPauloMidnight, saoPauloMonth } from '../calendar.ts';

// Money is integer centavos (../money.ts); a commission rate is integer basis points, 1250 = 12,5%,
// so a rate and the commission it gives are exact: no float ever holds 12,5% of R$ 19,99.

/**
 * A commission's life: `pending` while the order may still be returned, `approved` after the brand's
 * holding period, `paid` once transferred by PIX; `canceled` when the order was canceled or returned.
 */
export const commissionStatusLabels = { pending: 'Pendente', approved: 'Aprovada', paid: 'Paga', canceled: 'Cancelada' };
export type CommissionStatus = keyof typeof commissionStatusLabels;
export const commissionStatuses = keysOf(commissionStatusLabels);

export const isCommissionStatus = (value: unknown): value is CommissionStatus =>
  typeof value === 'string' && (commissionStatuses as readonly string[]).includes(value);

/** 100%: a commission is never more than the order. */
export const MAX_RATE_BASIS_POINTS = 10_000;

/** A brand's commission rate: whole basis points from 0 to 10.000 (0% to 100%). */
export const isCommissionRate = (rateBasisPoints: number): boolean =>
  Number.isInteger(rateBasisPoints) && rateBasisPoints >= 0 && rateBasisPoints <= MAX_RATE_BASIS_POINTS;

function assertRate(rateBasisPoints: number): void {
  if (!isCommissionRate(rateBasisPoints)) throw new RangeError(`Not a commission rate in basis points: ${rateBasisPoints}`);
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a non-negative whole number of centavos: ${cents}`);
}

/**
 * The commission on an order, in centavos: `orderCents × rate / 10.000`, rounded half up to the
 * centavo (R$ 0,05 at 10% is 0,5 centavo -> 1 centavo; 0,4999 -> 0). The product is computed in
 * BigInt, so it is exact however large the order. Throws RangeError on a fraction of a centavo,
 * a negative amount or a rate outside 0 to 10.000: that is a bug upstream, not a zero commission.
 */
export function commissionCents(orderCents: number, rateBasisPoints: number): number {
  assertCents(orderCents);
  assertRate(rateBasisPoints);
  // Non-negative operands: adding half the divisor before the truncating division rounds half up.
  return Number((BigInt(orderCents) * BigInt(rateBasisPoints) + 5_000n) / 10_000n);
}

const percent = onFirstUse(() => new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 }));

/** A rate as Brazilians write it: 1250 -> '12,5%', 1000 -> '10%', 5 -> '0,05%'. */
export function formatRate(rateBasisPoints: number): string {
  assertRate(rateBasisPoints);
  return percent().format(rateBasisPoints / 10_000);
}

export type CommissionTotals = Record<CommissionStatus, number> & {
  /** Everything earned: every status but `canceled` (the CSV's 'Total'). */
  all: number;
  /** Still to be paid: `pending` plus `approved`. */
  payable: number;
};

/**
 * The commissions screen's totals, in centavos: one per status (0 when there is none), `all` (every
 * commission that was not canceled, the same sum as the CSV's total line) and `payable` (pending +
 * approved). Integer sums, so they add up to the centavo; throws RangeError on an amount that is not
 * a non-negative whole number of centavos.
 */
export function totalsByStatus(items: readonly { status: CommissionStatus; commissionCents: number }[]): CommissionTotals {
  const totals: Record<CommissionStatus, number> = { pending: 0, approved: 0, paid: 0, canceled: 0 };
  for (const item of items) {
    assertCents(item.commissionCents);
    totals[item.status] += item.commissionCents;
  }
  const all = totals.pending + totals.approved + totals.paid;
  if (!Number.isSafeInteger(all + totals.canceled)) throw new RangeError('Commission totals too large');
  return { ...totals, all, payable: totals.pending + totals.approved };
}

/** How long a brand holds a commission as pending (its returns window) unless it sets its own. */
export const DEFAULT_HOLDING_DAYS = 30;

/** The day of the month commissions are paid. */
export const PAYMENT_DAY_OF_MONTH = 15;

function assertOrderDate(orderedAt: Date): void {
  if (!(orderedAt instanceof Date) || Number.isNaN(orderedAt.getTime())) throw new RangeError(`Not a date: ${String(orderedAt)}`);
}

function assertHoldingDays(holdingDays: number): void {
  if (!Number.isSafeInteger(holdingDays) || holdingDays < 0) throw new RangeError(`Not a number of days: ${holdingDays}`);
}

/**
 * When a pending commission becomes approved: `holdingDays` whole days after the order, at the same
 * São Paulo time of day (São Paulo has no DST, so a day is always 24 hours). The brand sets the
 * holding period to cover its returns window; the default is 30 days. A commission canceled before
 * then is never approved.
 */
export function approvalDate(orderedAt: Date, holdingDays: number = DEFAULT_HOLDING_DAYS): Date {
  assertOrderDate(orderedAt);
  assertHoldingDays(holdingDays);
  return new Date(orderedAt.getTime() + holdingDays * DAY_MS);
}

/** Whether the holding period of an order has ended at `now`: the approval job approves its pending commission. */
export const isApprovalDue = (orderedAt: Date, holdingDays: number, now: Date): boolean =>
  now.getTime() >= approvalDate(orderedAt, holdingDays).getTime();

/**
 * When an approved commission is expected to be paid: on the 15th of the month after the São Paulo
 * month in which it was approved (approved any day of March -> paid on April 15), so each payment
 * run pays a closed month. The date is São Paulo midnight of that day (03:00 UTC); `formatDate`
 * shows it as '15/04/2026'.
 */
export function expectedPaymentDate(orderedAt: Date, holdingDays: number = DEFAULT_HOLDING_DAYS): Date {
  const approved = saoPauloMonth(approvalDate(orderedAt, holdingDays));
  return saoPauloMidnight(approved.year, approved.month + 1, PAYMENT_DAY_OF_MONTH);
}
