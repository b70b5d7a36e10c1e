export * from './common.ts';
export * from './account.ts';
export * from './credits.ts';
export * from './proposal.ts';
export * from './config.ts';
export { toWireSchema } from './wire.ts';
export * from './media-kit.ts';
export * from './locations.ts';
export * from './text.ts';
