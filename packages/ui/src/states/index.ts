export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { RowsSkeleton } from './rows-skeleton.tsx';
export { AlertTitle } from './alert-title.tsx';
