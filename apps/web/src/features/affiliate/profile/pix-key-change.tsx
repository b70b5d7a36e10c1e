import { affiliateMessages, pixKeyTypeLabels, type PixKeyType } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { PasswordInput } from '@ma/ui/text-input';
import { Alert, Group, Button as MantineButton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconKey } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/router-links.tsx';
import type { InputProps } from '../../../lib/use-schema-form.ts';
import { PixKeyFields } from './pix-key-fields.tsx';

export interface PixKeyChangeProps {
  /** The key on file, as the API shows it: its kind and the key masked. */
  current: { type: PixKeyType; masked: string };
  /** Whether the new key's fields are open. */
  changing: boolean;
  onStart: () => void;
  onCancel: () => void;
  type: PixKeyType | null;
  onTypeChange: (type: PixKeyType) => void;
  typeError: string | undefined;
  pixKey: InputProps<string>;
  password: InputProps<string>;
  /** An account made with Google or Instagram has no password to confirm the change with. */
  hasPassword: boolean;
}

/**
 * The edit page's PIX key: shown masked, and replaced only on purpose ('Trocar chave PIX'), with
 * the account's password, so that a stolen session cannot send the payouts elsewhere.
 */
export function PixKeyChange({ current, changing, onStart, onCancel, hasPassword, password, ...fields }: PixKeyChangeProps) {
  if (!changing) {
    return (
      <Group justify="space-between" gap="sm">
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            Chave PIX atual
          </Text>
          <Text size="sm" c="dimmed">
            {pixKeyTypeLabels[current.type]}: {current.masked}
          </Text>
        </Stack>
        <Button variant="secondary" leftSection={<IconKey size={18} aria-hidden />} onClick={onStart}>
          Trocar chave PIX
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <PixKeyFields {...fields} />
      {hasPassword ? (
        <PasswordInput label="Confirme sua senha" description={affiliateMessages.pixPasswordRequired} {...password} />
      ) : (
        <Alert color="orange" radius="md" variant="light" icon={<IconKey size={18} aria-hidden />} role="note">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Sua conta ainda não tem senha. Crie uma senha de acesso para poder trocar a chave PIX.</Text>
            <ButtonLink to="/media-kit/congrats" size="xs" variant="light">
              Criar senha
            </ButtonLink>
          </Stack>
        </Alert>
      )}
      <MantineButton variant="subtle" color="gray" onClick={onCancel} style={{ alignSelf: 'flex-start' }}>
        Manter a chave atual
      </MantineButton>
    </Stack>
  );
}
