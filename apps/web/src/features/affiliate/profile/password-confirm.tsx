import { affiliateMessages } from '@ma/domain';
import { PasswordInput } from '@ma/ui/text-input';
import { Alert, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconKey } from '@tabler/icons-react';
import type { InputProps } from '../../../lib/form.ts';

export interface PasswordConfirmProps {
  password: InputProps<string>;
  /** An account made with Google or Instagram has no password to confirm the change with. */
  hasPassword: boolean;
}

/**
 * The account's password, asked once for whatever guarded change is open (PIX key, CPF/CNPJ): it
 * counts as re-authentication (docs/decisions/025-re-authentication.md).
 */
export function PasswordConfirm({ password, hasPassword }: PasswordConfirmProps) {
  if (hasPassword) return <PasswordInput label="Confirme sua senha" description={affiliateMessages.passwordRequired} {...password} />;
  // Without a password, saving opens 'Confirme que é você' (Google or a mailed code).
  return (
    <Alert color="blue" radius="md" variant="light" icon={<IconKey size={18} aria-hidden />} role="note">
      <Text size="sm">Ao salvar, vamos pedir que você confirme que é você.</Text>
    </Alert>
  );
}
