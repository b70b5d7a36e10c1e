import type { AdminCoupon, CouponStatus } from '@ma/api-client/admin';
import { formatDate, formatDateTime } from '@ma/domain';

/** A coupon's status as the screen names it, and its colour. */
export const COUPON_STATUS: Readonly<Record<CouponStatus, { label: string; color: string }>> = {
  active: { label: 'Ativo', color: 'teal' },
  scheduled: { label: 'Agendado', color: 'blue' },
  exhausted: { label: 'Esgotado', color: 'yellow' },
  expired: { label: 'Expirado', color: 'gray' },
};

/** 'de 01/03/2026 até 31/03/2026', 'desde a criação, sem fim': `validUntil` is exclusive, so its last day is the one before. */
export function couponWindow(coupon: Pick<AdminCoupon, 'validFrom' | 'validUntil' | 'status'>): string {
  const from = coupon.validFrom ? `de ${formatDate(coupon.validFrom)}` : 'desde a criação';
  if (!coupon.validUntil) return `${from}, sem fim`;
  const until = new Date(coupon.validUntil);
  // An expired coupon says when it ended, to the minute (an operator may have expired it mid-day).
  if (coupon.status === 'expired') return `${from}, encerrado em ${formatDateTime(until)}`;
  return `${from} até ${formatDate(new Date(until.getTime() - 1))}`;
}

/** '3 / 100', '3 / sem limite'. */
export const couponUses = (coupon: Pick<AdminCoupon, 'redemptionCount' | 'maxRedemptions'>): string =>
  `${coupon.redemptionCount} / ${coupon.maxRedemptions ?? 'sem limite'}`;
