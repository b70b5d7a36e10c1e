export * from './username.ts';
export * from './whatsapp.ts';
export * from './rate-card.ts';
export * from './contrast.ts';
export * from './themes.ts';
export * from './appearance.ts';
export * from './fields.ts';
