import { Text } from '@mantine/core';

/**
 * An Alert's title in the body's colour: Mantine's own (the alert's colour on its light tint) is
 * below WCAG AA contrast for yellow and red (as apps/web's demo-mail-note.tsx says).
 */
export function AlertTitle({ children }: { children: string }) {
  return (
    <Text span fw={700} size="sm" c="var(--mantine-color-text)">
      {children}
    </Text>
  );
}
