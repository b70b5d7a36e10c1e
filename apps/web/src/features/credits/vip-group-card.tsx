import { Button } from '@ma/ui/button';
import { VisuallyHidden } from '@mantine/core';
import { IconBrandWhatsapp, IconCrown, IconExternalLink } from '@tabler/icons-react';
import { CreditsCard } from './credits-card.tsx';

/** The VIP group chat invitation; the link (VITE_VIP_GROUP_URL) opens in a new tab. */
export function VipGroupCard({ href }: { href: string }) {
  return (
    <CreditsCard
      titleId="vip-title"
      icon={<IconCrown size={22} stroke={1.7} aria-hidden color="var(--mantine-color-yellow-7)" />}
      title="Grupo VIP"
      description="Entre no grupo VIP para receber cupons exclusivos, novidades da Aira e dicas para criar conteúdo."
    >
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
    </CreditsCard>
  );
}
