// @ma/api-client/admin: the back office's schemas and calls (docs/product/backoffice.md).
export * from './schemas.ts';
export * from './calls.ts';
export * from './proposals.ts';
export * from './creators.ts';
export * from './coupons.ts';
export * from './finance.ts';
export * from './jobs.ts';
export * from './dashboard.ts';
export * from './brand-accounts.ts';
export * from './brand-proposals.ts';
export * from './conversation-reports.ts';
