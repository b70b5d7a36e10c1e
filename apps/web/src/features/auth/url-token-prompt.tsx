import '@mantine/core/styles/Modal.css';
import { exchangeSignInLink } from '@ma/api-client';
import type { AccountInfo, AuthResponse } from '@ma/api-client/schemas';
import { tokenLoginDestination } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { useAuth } from '../../lib/use-auth.ts';
import type { UrlTokenQuestion } from '../../lib/url-token-question.ts';

/** The name in bold, then the e-mail (the link's masked), which tells apart two people of the same name. */
const Named = ({ name, email }: { name: string; email: string | null }) => (
  <>
    <strong>{name}</strong>
    {email ? ` (${email})` : ''}
  </>
);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * A `?token=` link waiting for the person's choice (url-token-decision.ts): whose account it
 * opens, and, when someone is signed in, who that is. Leaving is the default (the focused
 * button, Esc, a click outside) and stores nothing. Entering spends a sign-in link for a session
 * (or takes a session token as it is), then goes on as a sign-in does: a fresh cache and the
 * level's next step.
 */
export function UrlTokenPrompt({
  question,
  onClose,
}: {
  question: UrlTokenQuestion;
  /** The question is answered: it closes. */ onClose: () => void;
}) {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [entering, setEntering] = useState(false);
  const leave = () => {
    if (!entering) onClose();
  };
  const enter = async () => {
    setEntering(true);
    let session: AuthResponse;
    try {
      session =
        question.kind === 'link'
          ? await exchangeSignInLink(api, { token: question.token })
          : { accessToken: question.token, level: question.link.level };
    } catch (error) {
      onClose();
      toast.error(failureMessage(error));
      return;
    }
    onClose();
    queryClient.clear();
    auth.signIn(session.accessToken);
    await navigate({ to: tokenLoginDestination(session.level), replace: true });
  };
  const { current } = question;
  return (
    <Modal opened onClose={leave} title={current ? 'Entrar em outra conta?' : 'Entrar nesta conta?'} centered radius="lg">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Este link entra na conta de <Named {...question.link} />. {current ? <Current account={current} /> : <OnlyYours />}
      </Text>
      {/* One above the other at every width: each label holds a name, which a row would cut. */}
      <Stack gap="sm" mt="lg">
        <Button data-autofocus fullWidth onClick={leave} disabled={entering}>
          {current ? `Continuar como ${firstName(current.user.name)}` : 'Não entrar'}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => void enter()} loading={entering}>
          {current ? 'Entrar na outra conta' : `Entrar como ${firstName(question.link.name)}`}
        </Button>
      </Stack>
    </Modal>
  );
}

const Current = ({ account: { user } }: { account: AccountInfo }) => (
  <>
    Você está conectado como <Named name={user.name} email={user.email} />.
  </>
);

const OnlyYours = () => <>Entre somente se a conta for sua: redes, CPF e chave PIX cadastrados nela ficam com quem é dono dela.</>;
