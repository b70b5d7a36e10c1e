import { Skeleton, Stack } from '@mantine/core';

/** A table or a list on its way: `rows` grey bars of a row's height. */
export function RowsSkeleton({ rows = 3, height = 40 }: { rows?: number; height?: number }) {
  return (
    <Stack gap="xs" aria-label="Carregando">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} h={height} />
      ))}
    </Stack>
  );
}
