// The affiliate pages, for the route files. One module that every affiliate route imports puts the
// feature in one lazily loaded chunk instead of several small shared ones (as features/connect/pages.ts
// explains, docs/decisions/008-first-load.md). The guards and the search reader stay apart: they run at start.
export { RegisterPage } from './profile/register-page.tsx';
export { EditPage } from './profile/edit-page.tsx';
export { LinksPage } from './links/links-page.tsx';
export { CommissionsPage } from './commissions/commissions-page.tsx';
