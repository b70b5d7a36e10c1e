// The account pages, for the route files. One module that both routes import puts the feature in
// one lazily loaded chunk (as features/connect/pages.ts explains, docs/decisions/008-first-load.md).
export { AccountPage } from './account-page.tsx';
export { ConfirmEmailPage, VerifyEmailPage } from './confirm-email-page.tsx';
