import { describe, expect, it } from 'vitest';
import { NO_FILTERS, toAuditFilters } from './audit-filters.ts';

describe('toAuditFilters', () => {
  it('sends no filter the operator left empty', () => {
    expect(toAuditFilters({ ...NO_FILTERS, targetId: '  ' })).toEqual({});
  });

  it('takes a day from its first instant to its last, in the browser’s time zone', () => {
    const filters = toAuditFilters({ operatorId: 'op-1', targetType: 'operator', targetId: ' op-9 ', from: '2026-11-01', to: '2026-11-02' });
    expect(filters.operatorId).toBe('op-1');
    expect(filters.targetType).toBe('operator');
    expect(filters.targetId).toBe('op-9');
    expect(new Date(filters.from ?? '').getTime()).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).getTime());
    expect(new Date(filters.to ?? '').getTime()).toBe(new Date(2026, 10, 2, 23, 59, 59, 999).getTime());
  });
});
