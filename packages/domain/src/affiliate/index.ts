export * from './documents.ts';
export * from './phone.ts';
export * from './pix.ts';
export * from './commission.ts';
export * from './months.ts';
export * from './csv.ts';
export * from './links.ts';
export * from './messages.ts';
