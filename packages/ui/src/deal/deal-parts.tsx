import type { DealState, DeliverableKind, DeliverableState } from '@ma/domain';
import { deliverableMessages, formatCents, formatDate } from '@ma/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainList } from '../plain-list/plain-list.tsx';
import { itemLabel } from './deal-view.ts';
import { Notice } from './notice.tsx';

/** What both sides' deal pages read of a deal (the API's Deal, for either side). */
export interface DealSummary {
  state: DealState;
  acceptedAt: string | null;
  concludedAt: string | null;
  valueCents: number;
}

/** What both sides read of one item (the API's Deliverable). */
export interface DealItemSummary {
  kind: DeliverableKind;
  position: number;
  state: DeliverableState;
  url: string | null;
  handedInAt: string | null;
  confirmedAt: string | null;
}

interface DealHeadingProps {
  deal: DealSummary;
  /** The deal's state badge, in the app's own badge style (see dealStateView). */
  badge: ReactNode;
  /** What 'Publi concluída' says to this side. */
  concludedText: ReactNode;
}

/**
 * The top of 'Entregas combinadas' on both sides (docs/product/deliverables.md): the title and the
 * deal's state, when it was accepted and concluded, and the value agreed, paid outside the platform.
 */
export function DealHeading({ deal, badge, concludedText }: DealHeadingProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz={18} id="entregas-titulo">
          Entregas combinadas
        </Title>
        {badge}
      </Group>
      <Text size="sm" c="dimmed">
        {[deal.acceptedAt && `Aceita em ${formatDate(deal.acceptedAt)}`, deal.concludedAt && `concluída em ${formatDate(deal.concludedAt)}`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {deal.state === 'concluded' && (
        <Notice color="teal" title="Publi concluída">
          {concludedText}
        </Notice>
      )}
      <Text size="sm">
        Valor combinado: <strong>{formatCents(deal.valueCents)}</strong>. {deliverableMessages.payment}
      </Text>
    </Stack>
  );
}

interface DealItemProps {
  item: DealItemSummary;
  /** The item's state badge, in the app's own badge style (see itemStateView). */
  badge: ReactNode;
  /** This side's part below the address: the brand's note, the creator's hand-in or the brand's decision. */
  children?: ReactNode;
}

/**
 * One item of the checklist as both sides show it: its name ('Post 1') and state, and once handed
 * in, the address (opened in a new tab, never followed as the platform's own link) and its dates.
 */
export function DealItem({ item, badge, children }: DealItemProps) {
  const label = itemLabel(item);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{label}</Text>
          {badge}
        </Group>
        {item.url && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Anchor href={item.url} target="_blank" rel="noopener noreferrer nofollow">
              {item.url}
            </Anchor>
            {item.handedInAt && ` · entregue em ${formatDate(item.handedInAt)}`}
            {item.confirmedAt && ` · confirmada em ${formatDate(item.confirmedAt)}`}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** The checklist: one DealItem per item, as a list. */
export function DealItemList({ children }: { children: ReactNode }) {
  return <PlainList gap="sm">{children}</PlainList>;
}
