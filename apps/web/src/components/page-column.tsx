import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageColumnProps {
  /** The widest the page's content gets, in px. */
  maw: number;
  gap?: 'lg' | 'xl';
  children: ReactNode;
}

/** A page's content: one centred column, at most `maw` wide, padded as every app page is (md on phones, xl from sm). */
export function PageColumn({ maw, gap = 'lg', children }: PageColumnProps) {
  return (
    <Stack gap={gap} p={{ base: 'md', sm: 'xl' }} maw={maw} w="100%" mx="auto">
      {children}
    </Stack>
  );
}
