import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'gray' | 'blue' | 'teal' | 'red' | 'grape';

/** A status (Na fila, Processando, Pronta, Falhou...) as a light badge in its tone. */
export function StatusBadge({ tone, size = 'md', children, testId }: { tone: StatusTone; size?: 'md' | 'lg'; children: ReactNode; testId?: string }) {
  return (
    <Badge
      color={tone}
      variant="soft"
      size={size}
      radius="sm"
      tt="none"
      fw={700}
      data-testid={testId}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {children}
    </Badge>
  );
}
