// Tables of cases that more than one package tests against (the client, the API, the web form),
// so that each side is held to the same answers.
export * from './key-casing-cases.ts';
export * from './offer-cases.ts';
