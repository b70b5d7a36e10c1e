import { Flex } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog's buttons, the main one last: side by side at the right, and stacked on a phone with
 * the main one on top, where the thumb is.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
      {children}
    </Flex>
  );
}
