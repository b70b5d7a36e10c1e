import { affiliateMessages } from '@ma/domain';
import { PasswordInput } from '@ma/ui/text-input';
import { Alert, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconKey } from '@tabler/icons-react';
import { ButtonLink } from '../../../components/router-links.tsx';
import type { InputProps } from '../../../lib/use-schema-form.ts';

export interface PasswordConfirmProps {
  password: InputProps<string>;
  /** An account made with Google or Instagram has no password to confirm the change with. */
  hasPassword: boolean;
}

/** The account's password, asked once for whatever guarded change is open (PIX key, CPF/CNPJ). */
export function PasswordConfirm({ password, hasPassword }: PasswordConfirmProps) {
  if (hasPassword) return <PasswordInput label="Confirme sua senha" description={affiliateMessages.passwordRequired} {...password} />;
  return (
    <Alert color="orange" radius="md" variant="light" icon={<IconKey size={18} aria-hidden />} role="note">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Sua conta ainda não tem senha. Crie uma senha de acesso para poder trocar a chave PIX ou o CPF/CNPJ.</Text>
        <ButtonLink to="/media-kit/congrats" size="xs" variant="light">
          Criar senha
        </ButtonLink>
      </Stack>
    </Alert>
  );
}
