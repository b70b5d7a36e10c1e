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
  /** 'Mostrar': the whole value, after the person confirms it is them; absent once shown. @default undefined */
  onReveal?: (() => void) | undefined;
  /** Whether the whole value is on its way. @default false */
  revealing?: boolean;
}

/**
 * A value of the edit page that is never shown whole and is replaced only on purpose (the PIX key,
 * the CPF/CNPJ, the phone): masked, with a button that opens its fields; saving a new PIX key or
 * CPF/CNPJ asks for the account's password (./password-confirm.tsx) or, without one, 'Confirme
 * que é você', so that a stolen session cannot change it (a new phone does not: payouts never go
 * to it); 'Mostrar' shows it whole after the same confirmation.
 */
export function GuardedChange(props: GuardedChangeProps) {
  const { label, current, changing, startLabel, keepLabel, icon, onStart, onCancel, children, onReveal, revealing = false } = props;
  if (!changing) {
    return (
      <Group justify="space-between" gap="sm">
        {/* minWidth 0: a long value wraps inside the row instead of pushing 'Mostrar' off a phone's screen. */}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {current}
            </Text>
            {onReveal && (
              <MantineButton
                variant="subtle"
                size="compact-sm"
                onClick={onReveal}
                loading={revealing}
                aria-label={`Mostrar ${label}`}
                style={{ flexShrink: 0 }}
              >
                Mostrar
              </MantineButton>
            )}
          </Group>
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
