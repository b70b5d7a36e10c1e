export * from './generation.ts';
export * from './voice.ts';
export * from './brand.ts';
export * from './proposal-token.ts';
export * from './fit.ts';
export * from './messages.ts';
export * from './ugc-text.ts';
export * from './idea-text.ts';
