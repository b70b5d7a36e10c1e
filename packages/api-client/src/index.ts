export * from './client/index.ts';
export * from './calls/index.ts';
