import type { AdminCommissionsQuery } from '@ma/api-client/admin';

/** The finance screen's query keys: a write invalidates `all`, so every tab reads again. */
export const financeKeys = {
  all: ['admin', 'finance'] as const,
  brands: ['admin', 'finance', 'brands'] as const,
  commissions: (query: AdminCommissionsQuery) => ['admin', 'finance', 'commissions', query] as const,
  due: ['admin', 'finance', 'payouts', 'due'] as const,
  batches: ['admin', 'finance', 'payouts', 'batches'] as const,
};
