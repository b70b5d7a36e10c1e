import { Paper, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';

export interface ListSkeletonsProps {
  /** What is loading, read out while it does. */
  label: string;
  count: number;
  /** The widths of each card's title and line. */
  widths: [title: string, line: string];
}

/** A list of Aira's past work loading: a few cards, each a title and a line. */
export function ListSkeletons({ label, count, widths: [title, line] }: ListSkeletonsProps) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="lg" p="md">
          <Skeleton height={14} width={title} radius="xl" />
          <Skeleton height={12} width={line} radius="xl" mt="sm" />
        </Paper>
      ))}
    </Stack>
  );
}
