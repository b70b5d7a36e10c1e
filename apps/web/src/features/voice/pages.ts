// The voice page, for its route file: one module the route imports puts the feature in one lazily
// loaded chunk (as features/affiliate/pages.ts explains, docs/decisions/008-first-load.md).
export { ClonePage } from './clone-page.tsx';
