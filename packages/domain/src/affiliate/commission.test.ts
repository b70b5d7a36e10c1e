import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { formatDate } from '../format.ts';
import {
  approvalDate,
  commissionCents,
  commissionStatusLabels,
  commissionStatuses,
  DEFAULT_HOLDING_DAYS,
  expectedPaymentDate,
  formatRate,
  isApprovalDue,
  isCommissionRate,
  isCommissionStatus,
  totalsByStatus,
  type CommissionStatus,
} from './commission.ts';

describe('commissionStatuses', () => {
  it('has a pt-BR label for every status', () => {
    expect(commissionStatuses).toEqual(['pending', 'approved', 'paid', 'canceled']);
    expect(commissionStatusLabels).toEqual({ pending: 'Pendente', approved: 'Aprovada', paid: 'Paga', canceled: 'Cancelada' });
  });

  it('narrows strings to the statuses only', () => {
    expect(isCommissionStatus('paid')).toBe(true);
    expect(isCommissionStatus('cancelled')).toBe(false);
    expect(isCommissionStatus(1)).toBe(false);
  });
});

describe('commissionCents', () => {
  it('is the order times the rate in basis points', () => {
    expect(commissionCents(10_000, 1_000)).toBe(1_000);
    expect(commissionCents(19_990, 1_250)).toBe(2_499); // 2498,75 -> 2499
    expect(commissionCents(0, 1_250)).toBe(0);
    expect(commissionCents(12_345, 0)).toBe(0);
    expect(commissionCents(12_345, 10_000)).toBe(12_345);
  });

  it('rounds half a centavo up and less than half down', () => {
    expect(commissionCents(5, 1_000)).toBe(1); // 0,5
    expect(commissionCents(15, 1_000)).toBe(2); // 1,5
    expect(commissionCents(25, 1_000)).toBe(3); // 2,5: half up, not half to even
    expect(commissionCents(4_999, 1)).toBe(0); // 0,4999
    expect(commissionCents(5_000, 1)).toBe(1); // 0,5
    expect(commissionCents(14_999, 1)).toBe(1); // 1,4999
    expect(commissionCents(1_999, 1_250)).toBe(250); // 249,875
    expect(commissionCents(1_001, 1_250)).toBe(125); // 125,125
  });

  it('is exact for amounts where floating point is not', () => {
    // 1,15 × 100 centavos as a float is 114.99999999999999; the integer product is exact.
    expect(commissionCents(115, 5_000)).toBe(58); // 57,5 -> 58
    expect(commissionCents(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
    // 9007199254740991 × 1250 / 10000 = 1125899906842623,875 -> …624; a float product loses the last digits.
    expect(commissionCents(Number.MAX_SAFE_INTEGER, 1_250)).toBe(1_125_899_906_842_624);
    expect(commissionCents(100_000_000_00, 333)).toBe(333_000_000);
  });

  it('throws on fractions, negatives, non-numbers and rates above 100%', () => {
    expect(() => commissionCents(10.5, 1_000)).toThrow(RangeError);
    expect(() => commissionCents(-100, 1_000)).toThrow(RangeError);
    expect(() => commissionCents(Number.NaN, 1_000)).toThrow(RangeError);
    expect(() => commissionCents(Number.MAX_SAFE_INTEGER + 1, 1_000)).toThrow(RangeError);
    expect(() => commissionCents(100, 12.5)).toThrow(RangeError);
    expect(() => commissionCents(100, -1)).toThrow(RangeError);
    expect(() => commissionCents(100, 10_001)).toThrow(RangeError);
  });
});

describe('isCommissionRate', () => {
  // Whole basis points from 0 to 100%.
  itReturns('takes %d basis points as a rate: %j', isCommissionRate, [
    [0, true],
    [1_250, true],
    [10_000, true],
    [10_001, false],
    [-1, false],
    [0.5, false],
  ]);
});

describe('formatRate', () => {
  itReturns('writes %d basis points as the pt-BR percentage %j', formatRate, [
    [1_250, '12,5%'],
    [1_000, '10%'],
    [1_234, '12,34%'],
    [5, '0,05%'],
    [0, '0%'],
    [10_000, '100%'],
  ]);

  it('throws on what is not a rate', () => {
    expect(() => formatRate(12.5)).toThrow(RangeError);
    expect(() => formatRate(-1)).toThrow(RangeError);
  });
});

describe('totalsByStatus', () => {
  const item = (status: CommissionStatus, commissionCents: number) => ({ status, commissionCents });

  it('gives every status, zeros included, for no commissions', () => {
    expect(totalsByStatus([])).toEqual({ pending: 0, approved: 0, paid: 0, canceled: 0, all: 0, payable: 0 });
  });

  it('sums each status, `all` without the canceled and `payable` as pending plus approved', () => {
    const totals = totalsByStatus([item('pending', 1_001), item('approved', 2_499), item('paid', 10_000), item('canceled', 777), item('pending', 1)]);
    expect(totals).toEqual({ pending: 1_002, approved: 2_499, paid: 10_000, canceled: 777, all: 13_501, payable: 3_501 });
  });

  it('adds to the centavo where float reais would drift', () => {
    // 0,10 + 0,20 in reais is 0.30000000000000004; a thousand of them drift further.
    const totals = totalsByStatus(Array.from({ length: 1_000 }, (_, i) => item(i % 2 ? 'pending' : 'approved', i % 2 ? 10 : 20)));
    expect(totals).toMatchObject({ pending: 5_000, approved: 10_000, all: 15_000, payable: 15_000 });
  });

  it('throws on an amount that is not whole centavos', () => {
    expect(() => totalsByStatus([item('paid', 0.5)])).toThrow(RangeError);
    expect(() => totalsByStatus([item('paid', -1)])).toThrow(RangeError);
  });
});

describe('approvalDate', () => {
  it('is the holding period after the order, 30 days by default', () => {
    const orderedAt = new Date('2026-03-10T15:00:00Z');
    expect(DEFAULT_HOLDING_DAYS).toBe(30);
    expect(approvalDate(orderedAt).toISOString()).toBe('2026-04-09T15:00:00.000Z');
    expect(approvalDate(orderedAt, 7).toISOString()).toBe('2026-03-17T15:00:00.000Z');
    expect(approvalDate(orderedAt, 0).toISOString()).toBe('2026-03-10T15:00:00.000Z');
  });

  it('throws on an invalid date or holding period', () => {
    expect(() => approvalDate(new Date('nope'))).toThrow(RangeError);
    expect(() => approvalDate(new Date(), -1)).toThrow(RangeError);
    expect(() => approvalDate(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('isApprovalDue', () => {
  it('is true from the end of the holding period on', () => {
    const orderedAt = new Date('2026-03-10T15:00:00Z');
    expect(isApprovalDue(orderedAt, 30, new Date('2026-04-09T14:59:59.999Z'))).toBe(false);
    expect(isApprovalDue(orderedAt, 30, new Date('2026-04-09T15:00:00Z'))).toBe(true);
  });
});

describe('expectedPaymentDate', () => {
  it('is the 15th of the month after the approval, at São Paulo midnight', () => {
    // Ordered 10/03, approved 09/04 -> paid 15/05.
    const payment = expectedPaymentDate(new Date('2026-03-10T15:00:00Z'));
    expect(payment.toISOString()).toBe('2026-05-15T03:00:00.000Z');
    expect(formatDate(payment)).toBe('15/05/2026');
  });

  it('pays the whole approval month on the same day', () => {
    const first = expectedPaymentDate(new Date('2026-03-01T03:00:00Z'), 0); // 01/03 00:00 in São Paulo
    const last = expectedPaymentDate(new Date('2026-04-01T02:59:59Z'), 0); // 31/03 23:59 in São Paulo
    expect(first.toISOString()).toBe('2026-04-15T03:00:00.000Z');
    expect(last.toISOString()).toBe('2026-04-15T03:00:00.000Z');
  });

  it('reads the approval month in São Paulo, not in UTC', () => {
    // Approved 2026-04-01T01:00Z: April in UTC, still 31 March 22:00 in São Paulo -> paid 15 April.
    const orderedAt = new Date('2026-03-02T01:00:00Z');
    expect(approvalDate(orderedAt).toISOString()).toBe('2026-04-01T01:00:00.000Z');
    expect(expectedPaymentDate(orderedAt).toISOString()).toBe('2026-04-15T03:00:00.000Z');
  });

  it('rolls over to January of the next year', () => {
    expect(expectedPaymentDate(new Date('2026-11-20T12:00:00Z')).toISOString()).toBe('2027-01-15T03:00:00.000Z');
    expect(expectedPaymentDate(new Date('2026-12-10T12:00:00Z'), 5).toISOString()).toBe('2027-01-15T03:00:00.000Z');
  });

  it('uses the brand’s holding period', () => {
    const orderedAt = new Date('2026-01-20T12:00:00Z');
    expect(expectedPaymentDate(orderedAt, 7).toISOString()).toBe('2026-02-15T03:00:00.000Z');
    expect(expectedPaymentDate(orderedAt, 60).toISOString()).toBe('2026-04-15T03:00:00.000Z');
  });
});
