export * from './connections.ts';
export * from './audience.ts';
export * from './messages.ts';
