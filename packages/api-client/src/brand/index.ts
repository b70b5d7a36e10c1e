// @ma/api-client/brand: the brands' schemas and calls (docs/product/brands.md).
export * from './schemas.ts';
export * from './calls.ts';
export * from './proposals.ts';
export * from './applicants.ts';
export * from './conversations.ts';
export * from './deliverables.ts';
