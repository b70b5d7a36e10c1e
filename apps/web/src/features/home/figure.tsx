import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's main number, as large as the credits page shows a balance (its skeleton is FigureSkeleton). */
export function Figure({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text fz={28} fw={800} lh="36px" data-testid={testId}>
      {children}
    </Text>
  );
}
