import '@mantine/core/styles/Modal.css';
import { accountInfoQueryOptions, publicConfigQueryOptions } from '@ma/api-client/query';
import { Divider, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { ReauthCode } from './reauth-code.tsx';
import { ReauthGoogle } from './reauth-google.tsx';
import { ReauthInstagram } from './reauth-instagram.tsx';
import { ReauthPassword } from './reauth-password.tsx';

export const REAUTH_TITLE = 'Confirme que é você';

export interface ReauthDialogProps {
  /** The proof and how many seconds it lasts. */
  onProof: (proof: string, expiresIn: number) => void;
  onCancel: () => void;
}

/**
 * 'Confirme que é você' (docs/decisions/025-re-authentication.md), with the ways the API says the
 * account has (`reauthMethods`): the password of an account that has one; Google (when this
 * deployment offers it) or a code mailed to a proven address; or a fresh consent of the Instagram
 * an account made from Instagram is connected to. With none, the person is told so.
 */
export function ReauthDialog({ onProof, onCancel }: ReauthDialogProps) {
  const api = useApi();
  const { data: account } = useQuery(accountInfoQueryOptions(api));
  const { data: config } = useQuery(publicConfigQueryOptions(api));
  const methods = account?.user.reauthMethods;
  const google = methods?.includes('google') && config?.googleClientId;
  return (
    <Modal opened onClose={onCancel} title={REAUTH_TITLE} centered radius="lg" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <Stack gap="md">
        {methods && methods.length > 0 && (
          <Text size="sm">
            Para proteger sua conta, confirme sua identidade antes de continuar. Depois disso, não pedimos de novo por 10 minutos.
          </Text>
        )}
        {!methods ? (
          <Text size="sm" c="dimmed" role="status">
            Carregando...
          </Text>
        ) : methods.includes('password') ? (
          <ReauthPassword onProof={onProof} onCancel={onCancel} />
        ) : methods.includes('code') ? (
          <>
            {google && (
              <>
                <ReauthGoogle clientId={google} onProof={onProof} />
                <Divider label="ou" labelPosition="center" />
              </>
            )}
            <ReauthCode onProof={onProof} onCancel={onCancel} />
          </>
        ) : methods.includes('instagram') ? (
          <ReauthInstagram onCancel={onCancel} />
        ) : (
          <Text size="sm" role="status">
            Sua conta ainda não tem como confirmar que é você: ela não tem senha, nem e-mail confirmado, nem Instagram conectado.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
