import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'gray' | 'blue' | 'teal' | 'red' | 'grape';

// Each text colour is dark enough for AA contrast on its light background (as the affiliate badges).
const textColors: Record<StatusTone, string> = {
  gray: 'var(--mantine-color-gray-8)',
  blue: 'var(--mantine-color-blue-9)',
  teal: '#065f46',
  red: 'var(--mantine-color-red-9)',
  grape: 'var(--mantine-color-grape-9)',
};

/** A status (Na fila, Processando, Pronta, Falhou...) as a light badge in its tone. */
export function StatusBadge({ tone, size = 'md', children, testId }: { tone: StatusTone; size?: 'md' | 'lg'; children: ReactNode; testId?: string }) {
  return (
    <Badge
      color={tone}
      variant="light"
      size={size}
      radius="sm"
      tt="none"
      fw={700}
      data-testid={testId}
      style={{ '--badge-color': textColors[tone], flexShrink: 0, minWidth: 'max-content' }}
    >
      {children}
    </Badge>
  );
}
