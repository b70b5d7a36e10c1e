import { Button } from '@ma/ui/button';
import { Alert, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ThemeIcon.css';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { failureMessage } from '../../lib/error-message.ts';

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Não foi possível carregar seus links'. */
  title: string;
  error: unknown;
  /** The retry is on its way. @default false */
  retrying?: boolean;
  onRetry: () => void;
}

/** A failed load: the server's pt-BR reason (or the generic one) and 'Tentar novamente'. */
export function LoadError({ title, error, retrying = false, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" radius="lg" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failureMessage(error)}</Text>
        <Button variant="secondary" color="red" size="xs" loading={retrying} onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  /** One line on what to do next. @default undefined */
  text?: string;
  /** The one useful next step, e.g. a button. @default undefined */
  action?: ReactNode;
}

/** Nothing to show yet: says so and offers the next step. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} fz={18}>
          {title}
        </Title>
        {text && (
          <Text c="dimmed" size="sm" maw={420}>
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
