import { publicConfigQueryOptions } from '@ma/api-client/query';
import { googleSignInMutationOptions } from '@ma/api-client/query/auth-mutations';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Box, Divider, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { serverMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useGoogleButton } from '../../../lib/use-google-button.ts';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in.ts';

const BUTTON_MAX_WIDTH = 400;

export interface GoogleSignInProps {
  /** Google's wording on its button: 'Fazer login com o Google' or 'Inscrever-se com o Google'. */
  text: 'signin_with' | 'signup_with';
}

/**
 * 'Entrar com Google' with an 'ou' divider above it, only when the deployment has a Google
 * client id (GET /v3/config); otherwise nothing at all.
 */
export function GoogleSignIn({ text }: GoogleSignInProps) {
  const api = useApi();
  const { data: config } = useQuery(publicConfigQueryOptions(api));
  if (!config?.googleClientId) return null;
  return (
    <>
      <Divider label="ou" labelPosition="center" />
      <GoogleButton clientId={config.googleClientId} text={text} />
    </>
  );
}

function GoogleButton({ clientId, text }: { clientId: string; text: GoogleSignInProps['text'] }) {
  const api = useApi();
  const finishSignIn = useFinishSignIn();
  const group = useRef<HTMLDivElement>(null);
  const mutation = useMutation({
    ...googleSignInMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: finishSignIn,
    // docs/product/errors-and-messages.md: the server's message as an error toast, otherwise nothing.
    onError: (error) => {
      const message = serverMessage(error);
      if (message) toast.error(message);
    },
  });
  const { container, state } = useGoogleButton({
    clientId,
    text,
    // As wide as the form, up to Google's maximum.
    width: () => Math.min(BUTTON_MAX_WIDTH, Math.round(group.current?.getBoundingClientRect().width ?? 0) || BUTTON_MAX_WIDTH),
    onCredential: (credential) => mutation.mutate({ credential }),
  });

  if (state === 'failed') {
    return (
      <Text size="sm" c="dimmed" ta="center" role="status">
        Não foi possível carregar o botão do Google agora. Entre com seu e-mail e senha.
      </Text>
    );
  }
  return (
    <Box ref={group} role="group" aria-label="Entrar com Google" aria-busy={mutation.isPending}>
      {(state === 'loading' || mutation.isPending) && (
        <Button
          variant="secondary"
          radius="xl"
          size="md"
          fullWidth
          disabled={state === 'loading'}
          loading={mutation.isPending}
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
        >
          Entrar com Google
        </Button>
      )}
      <Box ref={container} display={state === 'ready' && !mutation.isPending ? 'flex' : 'none'} style={{ justifyContent: 'center' }} />
    </Box>
  );
}
