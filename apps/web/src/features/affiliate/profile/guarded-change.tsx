import { Button } from '@ma/ui/button';
import { Group, Button as MantineButton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface GuardedChangeProps {
  /** What is on file, named: 'Chave PIX atual'. */
  label: string;
  /** Its value as the API shows it, masked. */
  current: string;
  /** Whether the new value's fields are open. */
  changing: boolean;
  /** The button that opens them: 'Trocar chave PIX'. */
  startLabel: string;
  /** The button that closes them and keeps what is on file: 'Manter a chave atual'. */
  keepLabel: string;
  icon: ReactNode;
  onStart: () => void;
  onCancel: () => void;
  /** The new value's fields. */
  children: ReactNode;
}

/**
 * A value of the edit page that is never shown whole and is replaced only on purpose (the PIX key,
 * the CPF/CNPJ): masked, with a button that opens its fields; saving a new one asks for the
 * account's password (./password-confirm.tsx), so that a stolen session cannot change it.
 */
export function GuardedChange({ label, current, changing, startLabel, keepLabel, icon, onStart, onCancel, children }: GuardedChangeProps) {
  if (!changing) {
    return (
      <Group justify="space-between" gap="sm">
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="sm" c="dimmed">
            {current}
          </Text>
        </Stack>
        <Button variant="secondary" leftSection={icon} onClick={onStart}>
          {startLabel}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      {children}
      <MantineButton variant="subtle" color="gray" onClick={onCancel} style={{ alignSelf: 'flex-start' }}>
        {keepLabel}
      </MantineButton>
    </Stack>
  );
}
