import { networkLabels, type Level, type SocialNetwork } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Flex, List, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import { useDisconnectNetwork } from './use-network-actions.ts';

export interface DisconnectDialogProps {
  network: SocialNetwork;
  /** The creator's level now: a gold one is told they leave it. */
  level: Level;
  opened: boolean;
  onClose: () => void;
}

/** 'Desconectar Instagram?': what disconnecting does, before it is done. */
export function DisconnectDialog({ network, level, opened, onClose }: DisconnectDialogProps) {
  const label = networkLabels[network];
  const disconnect = useDisconnectNetwork(onClose);
  return (
    <Modal opened={opened} onClose={onClose} title={`Desconectar ${label}?`} centered radius="lg">
      <Stack gap="md">
        <List spacing="xs" size="sm">
          <List.Item>Os números do seu {label} deixam de aparecer no seu mídia kit.</List.Item>
          <List.Item>
            {level === 'gold'
              ? `O nível Ouro precisa do Instagram e do TikTok conectados: sem o ${label}, você deixa o nível Ouro.`
              : 'O nível Ouro precisa do Instagram e do TikTok conectados.'}
          </List.Item>
          <List.Item>Você pode conectar de novo quando quiser.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          O acesso do Mais Alcance ao seu {label} também é revogado.
        </Text>
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="secondary" onClick={onClose} disabled={disconnect.isPending}>
            Cancelar
          </Button>
          <Button color="red" loading={disconnect.isPending} onClick={() => disconnect.mutate(network)}>
            Desconectar
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}
