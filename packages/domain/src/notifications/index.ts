export * from './kinds.ts';
export * from './texts.ts';
