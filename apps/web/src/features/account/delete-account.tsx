import { Button } from '@ma/ui/button';
import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AccountSection } from './account-section.tsx';
import { DeleteAccountModal } from './delete-account-modal.tsx';

/** 'Excluir conta', the danger zone: a button that opens the modal which asks and explains. */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <AccountSection title="Excluir conta" danger>
      <Text size="sm">
        Apaga sua conta e seus dados pessoais de vez: mídia kit, redes conectadas, candidaturas, afiliação e o que você criou com a Aira. Não dá para
        desfazer.
      </Text>
      <Button
        color="red.9"
        variant="secondary"
        leftSection={<IconTrash size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpened(true)}
      >
        Excluir minha conta
      </Button>
      <DeleteAccountModal opened={opened} hasPassword={hasPassword} onClose={() => setOpened(false)} />
    </AccountSection>
  );
}
