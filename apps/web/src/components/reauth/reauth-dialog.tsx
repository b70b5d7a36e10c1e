import '@mantine/core/styles/Modal.css';
import { accountInfoQueryOptions, publicConfigQueryOptions } from '@ma/api-client/query';
import { Divider, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { ReauthCode } from './reauth-code.tsx';
import { ReauthGoogle } from './reauth-google.tsx';
import { ReauthPassword } from './reauth-password.tsx';

export const REAUTH_TITLE = 'Confirme que é você';

export interface ReauthDialogProps {
  /** The proof and how many seconds it lasts. */
  onProof: (proof: string, expiresIn: number) => void;
  onCancel: () => void;
}

/**
 * 'Confirme que é você' (docs/decisions/025-re-authentication.md): the password of an account
 * that has one; otherwise Google (when this deployment offers it) or a code mailed to the account's
 * address. An account with neither (made from Instagram) is told to add an e-mail and password.
 */
export function ReauthDialog({ onProof, onCancel }: ReauthDialogProps) {
  const api = useApi();
  const { data: account } = useQuery(accountInfoQueryOptions(api));
  const { data: config } = useQuery(publicConfigQueryOptions(api));
  const user = account?.user;
  return (
    <Modal opened onClose={onCancel} title={REAUTH_TITLE} centered radius="lg" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <Stack gap="md">
        {(user?.hasPassword || user?.email) && (
          <Text size="sm">
            Para proteger sua conta, confirme sua identidade antes de continuar. Depois disso, não pedimos de novo por 10 minutos.
          </Text>
        )}
        {user?.hasPassword ? (
          <ReauthPassword onProof={onProof} onCancel={onCancel} />
        ) : user?.email ? (
          <>
            {config?.googleClientId && (
              <>
                <ReauthGoogle clientId={config.googleClientId} onProof={onProof} />
                <Divider label="ou" labelPosition="center" />
              </>
            )}
            <ReauthCode onProof={onProof} onCancel={onCancel} />
          </>
        ) : user ? (
          <Text size="sm" role="status">
            Para confirmar que é você, sua conta precisa de um e-mail e uma senha. Cadastre-os em “Criar senha”, nesta página, e tente de novo.
          </Text>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            Carregando...
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
