export * from './connections.ts';
export * from './audience.ts';
export * from './messages.ts';
export * from './instagram-texts.ts';
