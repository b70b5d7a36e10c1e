import '@mantine/core/styles/Modal.css';
import type { AccountInfo } from '@ma/api-client/schemas';
import { accountKeys } from '@ma/api-client/query';
import { tokenLoginDestination } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../../lib/use-auth.ts';
import { urlTokenQuestion, type UrlTokenQuestion } from './url-token.ts';

/** The name in bold, then the e-mail, which tells apart two people of the same name. */
const Named = ({ account: { user } }: { account: AccountInfo }) => (
  <>
    <strong>{user.name}</strong>
    {user.email ? ` (${user.email})` : ''}
  </>
);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * A `?token=` link for another account than the signed-in one (url-token-decision.ts). Staying
 * is the default (the focused button, Esc, a click outside) and drops the link's token; the
 * other account is entered as a sign-in would: a fresh cache, then its level's next step.
 */
export function UrlTokenPrompt({ question }: { question: UrlTokenQuestion }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stay = () => urlTokenQuestion.set(undefined);
  const switchAccount = async () => {
    urlTokenQuestion.set(undefined);
    queryClient.clear();
    auth.signIn(question.token);
    queryClient.setQueryData(accountKeys.me(), question.other);
    await navigate({ to: tokenLoginDestination(question.other.user.level), replace: true });
  };
  return (
    <Modal opened onClose={stay} title="Entrar em outra conta?" centered radius="lg">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Este link entra na conta de <Named account={question.other} />. Você está conectado como <Named account={question.current} />.
      </Text>
      {/* One above the other at every width: each label holds a name, which a row would cut. */}
      <Stack gap="sm" mt="lg">
        <Button data-autofocus fullWidth onClick={stay}>
          Continuar como {firstName(question.current.user.name)}
        </Button>
        <Button variant="secondary" fullWidth onClick={() => void switchAccount()}>
          Entrar na outra conta
        </Button>
      </Stack>
    </Modal>
  );
}
