import { Button } from '@ma/ui/button';
import { Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ThemeIcon.css';
import { IconBrandInstagram, IconBrandTiktok, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { modalStyles } from './modal-styles.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';

/** For creators who may not apply: gold only, unlocked by connecting the networks (docs/product/proposals.md). */
export function UnlockDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Conecte suas redes sociais" centered radius="lg" size="md" styles={modalStyles}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="gradient" aria-hidden>
            <IconLock size={24} />
          </ThemeIcon>
          <Text fw={700}>Esta proposta é exclusiva para criadores de nível Ouro.</Text>
        </Group>
        <Text size="sm">Conecte seu Instagram e seu TikTok para chegar ao nível Ouro e enviar propostas para todas as publis, inclusive esta.</Text>
        <Group gap="xs" c="dimmed" aria-hidden>
          <IconBrandInstagram size={20} />
          <IconBrandTiktok size={20} />
        </Group>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Agora não
          </Button>
          <Button component={Link} to="/media-kit/connect">
            Conectar redes sociais
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
