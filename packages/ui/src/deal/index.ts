export { dealRefetchInterval, dealStateView, itemLabel, itemStateView } from './deal-view.ts';
export { Notice } from './notice.tsx';
