/**
 * The Playwright settings of a run whose flows sign operators in (the back office's, and the
 * brands', whose brand an operator approves): a test may wait for the authenticator's next
 * 30-second step (a code is good once); on two cores shared with other work a page and its API
 * call can take more than the default 5 s, and a first start's migration and seed over a minute.
 * Chromium on Linux takes its own language (a date input's dd/mm/aaaa) from LANGUAGE, not from the
 * context's locale nor --lang; it needs its pt-BR pack installed (Debian's chromium-l10n).
 */
export const operatorRunSettings = {
  timeout: 150_000,
  expectTimeout: 15_000,
  serverTimeout: 120_000,
  browserEnv: { LANGUAGE: 'pt_BR' },
};
