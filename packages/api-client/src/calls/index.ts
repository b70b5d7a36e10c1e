export * from './account.ts';
export * from './credits.ts';
export * from './proposal.ts';
export * from './config.ts';
export * from './media-kit.ts';
export * from './connect.ts';
export * from './affiliate.ts';
