export * from './connections.ts';
export * from './audience.ts';
