// Aira's pages, for the route files. One module that every Aira route imports puts the feature in
// one lazily loaded chunk (as features/affiliate/pages.ts explains, docs/decisions/008-first-load.md).
export { IdeasPage } from './ideas/ideas-page.tsx';
export { CreateUgcScriptPage } from './ugc/create-ugc-script-page.tsx';
export { UgcScriptPage } from './ugc/ugc-script-page.tsx';
export { UgcScriptError } from './ugc/ugc-script-error.tsx';
