import { MISSING_INSTAGRAM_PROFILE_HINT } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Alert, Group, List, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import { IconInfoCircle } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';

export interface ConnectHelpDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Shows the product's hint: the profile could not be reached (an empty or failed list). */
  withHint?: boolean;
  /** Where 'Tentar novamente' starts over; without it the dialog only closes ('Entendi'). */
  retryTo?: '/media-kit/connect' | '/register';
}

/**
 * How to link a Facebook page to an Instagram professional account, which the Instagram API
 * needs to read a profile (docs/product/not-built-yet.md "Help dialog"). The picker opens it
 * when its list is empty or fails; the connect page from its help link.
 */
export function ConnectHelpDialog({ opened, onClose, withHint = false, retryTo }: ConnectHelpDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Como conectar seu Instagram" centered radius="lg" size="lg">
      <Stack gap="md">
        {withHint && (
          <Alert color="orange" radius="md" icon={<IconInfoCircle aria-hidden />}>
            {MISSING_INSTAGRAM_PROFILE_HINT}
          </Alert>
        )}
        <Text size="sm">O Instagram só libera os dados de contas profissionais ligadas a uma página do Facebook. Leva poucos minutos:</Text>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            No app do Instagram, abra <strong>Configurações › Tipo de conta e ferramentas</strong> e mude para uma conta profissional (Criador de
            conteúdo ou Empresa).
          </List.Item>
          <List.Item>No Facebook, crie uma página para o seu perfil, ou use uma que você já administra.</List.Item>
          <List.Item>
            Na página do Facebook, abra <strong>Configurações › Contas vinculadas › Instagram</strong> e conecte a sua conta.
          </List.Item>
          <List.Item>
            Volte aqui e conecte de novo. Na tela do Facebook, marque a página e o Instagram dela e permita todas as permissões pedidas.
          </List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          {retryTo ? (
            <>
              <Button variant="secondary" onClick={onClose}>
                Fechar
              </Button>
              <ButtonLink to={retryTo} radius="md">
                Tentar novamente
              </ButtonLink>
            </>
          ) : (
            <Button onClick={onClose}>Entendi</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
