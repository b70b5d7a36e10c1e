export * from './generation.ts';
export * from './voice.ts';
export * from './brand.ts';
export * from './messages.ts';
