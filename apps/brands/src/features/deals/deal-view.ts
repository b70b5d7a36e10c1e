import type { Deal, Deliverable } from '@ma/api-client/schemas';
import { dealStateLabels, deliverableKindLabels, deliverableStateLabels } from '@ma/domain';

/** An item as both screens name it: 'Post 1', 'Story 2'. */
export const itemLabel = (item: Pick<Deliverable, 'kind' | 'position'>) => `${deliverableKindLabels[item.kind]} ${item.position}`;

/** Each item state's badge colour (a soft badge: AA text on a light tint). */
export const itemStateView: Record<Deliverable['state'], { label: string; color: string }> = {
  pending: { label: deliverableStateLabels.pending, color: 'gray' },
  handed_in: { label: deliverableStateLabels.handed_in, color: 'yellow' },
  changes_requested: { label: deliverableStateLabels.changes_requested, color: 'orange' },
  confirmed: { label: deliverableStateLabels.confirmed, color: 'teal' },
};

export const dealStateView: Record<Deal['state'], { label: string; color: string }> = {
  waiting: { label: dealStateLabels.waiting, color: 'gray' },
  open: { label: dealStateLabels.open, color: 'blue' },
  concluded: { label: dealStateLabels.concluded, color: 'teal' },
};

/**
 * How often the deal is read again while the page is in view and the other side may act: soon
 * while the acceptance settles, now and then while it is open or not accepted yet (the brand may
 * accept her, here or from another screen); never once concluded.
 */
export const dealRefetchInterval = (deal: Deal | undefined): number | false => {
  if (!deal || deal.state === 'concluded') return false;
  return deal.state === 'waiting' && deal.acceptedAt ? 10_000 : 15_000;
};
