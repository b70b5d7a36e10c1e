import { Button } from '@ma/ui/button';
import { Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBrandWhatsapp, IconCrown, IconExternalLink } from '@tabler/icons-react';

/** The VIP group chat invitation; the link (VITE_VIP_GROUP_URL) opens in a new tab. */
export function VipGroupCard({ href }: { href: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%" component="section" aria-labelledby="vip-title">
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          <IconCrown size={22} stroke={1.7} aria-hidden color="var(--mantine-color-yellow-7)" />
          <Title order={2} fz={18} id="vip-title">
            Grupo VIP
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Entre no grupo VIP para receber cupons exclusivos, novidades da Aira e dicas para criar conteúdo.
        </Text>
        <Button
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="secondary"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          rightSection={<IconExternalLink size={16} aria-hidden />}
          fullWidth
          mt="auto"
        >
          Entrar no grupo VIP
          <VisuallyHidden> (abre em uma nova aba)</VisuallyHidden>
        </Button>
      </Stack>
    </Paper>
  );
}
