import { Paper, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';

export interface CardListSkeletonProps {
  /** What is loading, read out while it does: 'Carregando o histórico'. */
  label: string;
  count: number;
  /** The width of each line of a card, its title first. */
  lines: string[];
}

/** A list of cards loading (Aira's past work, the notifications): `count` bordered cards of grey lines, marked busy. */
export function CardListSkeleton({ label, count, lines }: CardListSkeletonProps) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, card) => (
        <Paper key={card} withBorder radius="lg" p="md">
          <Stack gap="sm">
            {lines.map((width, line) => (
              <Skeleton key={line} height={line === 0 ? 14 : 12} width={width} radius="xl" />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
