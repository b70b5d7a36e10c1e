import { TOKEN_INVALID_MESSAGE } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { OutcomeNotice } from '../../../components/outcome-notice.tsx';

/** A reset link that is malformed, used or expired (docs/product/errors-and-messages.md, token errors). */
export function InvalidResetLink() {
  return (
    <OutcomeNotice
      outcome="failed"
      icon={<IconLinkOff size={28} aria-hidden />}
      title={TOKEN_INVALID_MESSAGE}
      actions={
        <>
          <Button component={Link} to="/forgot-password" variant="primary" size="md" fullWidth>
            Pedir um novo link
          </Button>
          <Button component={Link} to="/login" variant="secondary" size="md" fullWidth>
            Voltar para o login
          </Button>
        </>
      }
    >
      <Text c="dimmed">Cada link vale por 1 hora e só pode ser usado uma vez. Peça um novo para criar sua senha.</Text>
    </OutcomeNotice>
  );
}
