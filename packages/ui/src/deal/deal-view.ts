import {
  dealStateLabels,
  deliverableKindLabels,
  deliverableStateLabels,
  type DealState,
  type DeliverableKind,
  type DeliverableState,
} from '@ma/domain';

/**
 * How both sides' deal pages show a deal (docs/product/deliverables.md): the creator's app and the
 * brands' app read the same words and colours.
 */

/** An item as both screens name it: 'Post 1', 'Story 2'. */
export const itemLabel = (item: { kind: DeliverableKind; position: number }) => `${deliverableKindLabels[item.kind]} ${item.position}`;

/** Each item state's badge colour (a soft badge: AA text on a light tint). */
export const itemStateView: Record<DeliverableState, { label: string; color: string }> = {
  pending: { label: deliverableStateLabels.pending, color: 'gray' },
  handed_in: { label: deliverableStateLabels.handed_in, color: 'yellow' },
  changes_requested: { label: deliverableStateLabels.changes_requested, color: 'orange' },
  confirmed: { label: deliverableStateLabels.confirmed, color: 'teal' },
};

export const dealStateView: Record<DealState, { label: string; color: string }> = {
  waiting: { label: dealStateLabels.waiting, color: 'gray' },
  open: { label: dealStateLabels.open, color: 'blue' },
  concluded: { label: dealStateLabels.concluded, color: 'teal' },
};

/**
 * How often the deal is read again while the page is in view and the other side may act: soon
 * while the acceptance settles, now and then while it is open or not accepted yet (the brand may
 * accept her, here or from another screen); never once concluded.
 */
export const dealRefetchInterval = (deal: { state: DealState; acceptedAt: string | null } | undefined): number | false => {
  if (!deal || deal.state === 'concluded') return false;
  return deal.state === 'waiting' && deal.acceptedAt ? 10_000 : 15_000;
};
