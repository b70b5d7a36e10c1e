import { Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';

export interface ListSkeletonProps {
  /** What is loading, for assistive technology: 'Carregando suas sessões'. */
  label: string;
  rows: number;
  /** Each row's height in px, about that of the row it stands for. */
  height: number;
}

/** A list while it loads: `rows` grey rows, marked busy. */
export function ListSkeleton({ label, rows, height }: ListSkeletonProps) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={height} radius="md" />
      ))}
    </Stack>
  );
}
