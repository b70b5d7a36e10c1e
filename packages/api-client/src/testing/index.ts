// Tables of cases that more than one package tests against (the client, the API, the web form),
// so that each side is held to the same answers; and the fixtures more than one app's tests read.
export * from './deal-fixtures.ts';
export * from './key-casing-cases.ts';
export * from './offer-cases.ts';
export * from './proposal-fixtures.ts';
export * from './proposal-terms.ts';
