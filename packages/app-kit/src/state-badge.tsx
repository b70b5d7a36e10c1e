import { StatusBadge } from '@ma/ui/status-badge';
import type { ComponentProps } from 'react';

/** A state as the apps' labels records give it: its pt-BR word and its color. */
export interface StateLabel {
  label: string;
  color: string;
}

/** A state's StatusBadge from its labels record's entry (`STATE_LABELS[proposal.state]`): its word in its color. */
export function StateBadge({ state, ...props }: { state: StateLabel } & Omit<ComponentProps<typeof StatusBadge>, 'children' | 'color'>) {
  return (
    <StatusBadge color={state.color} {...props}>
      {state.label}
    </StatusBadge>
  );
}
