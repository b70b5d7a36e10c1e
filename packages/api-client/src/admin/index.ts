// @ma/api-client/admin: the back office's schemas and calls (docs/product/backoffice.md).
export * from './schemas.ts';
export * from './calls.ts';
