import { Anchor, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { OutcomeNotice } from '../../../components/outcome-notice.tsx';
import { DemoMailNote } from './demo-mail-note.tsx';

/** The same confirmation for any e-mail: whether an account exists is never revealed. */
export function ForgotPasswordSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <OutcomeNotice
      outcome="done"
      icon={<IconMailCheck size={28} aria-hidden />}
      title="Confira seu e-mail"
      actions={
        <>
          <DemoMailNote />
          <Text size="sm">
            <Anchor component="button" type="button" fw={600} onClick={onAgain}>
              Pedir outro link
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/login" fw={600}>
              Voltar para o login
            </Anchor>
          </Text>
        </>
      }
    >
      <Text>
        Se houver uma conta com <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>, enviamos um link para você criar uma nova senha. Ele
        vale por 1 hora.
      </Text>
      <Text c="dimmed" size="sm">
        Não chegou em alguns minutos? Confira a caixa de spam ou peça outro link.
      </Text>
    </OutcomeNotice>
  );
}
