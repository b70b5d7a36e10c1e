export { DealHeading, DealItem, DealItemList, type DealItemSummary, type DealSummary } from './deal-parts.tsx';
export { dealRefetchInterval, dealStateView, itemLabel, itemStateView } from './deal-view.ts';
export { Notice } from './notice.tsx';
