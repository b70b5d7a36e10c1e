import { Group, Stack } from '@mantine/core';
import { IconCash, IconLink, IconUserEdit } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { PageHeading } from '../../components/page-heading.tsx';

type AffiliateTab = 'links' | 'commissions';

/** Each tab's page: its title and what it offers. */
const pages: Record<AffiliateTab, { title: string; description: string }> = {
  links: {
    title: 'Links de afiliado',
    description: 'Crie links das marcas parceiras, compartilhe e acompanhe cliques, vendas e ganhos.',
  },
  commissions: { title: 'Comissões', description: 'Acompanhe suas comissões mês a mês e quando cada uma será paga.' },
};

export interface AffiliateHeaderProps {
  /** The tab of the affiliate area this page is: its title, and the tab marked. */
  current: AffiliateTab;
}

/**
 * The top of the affiliate area: the page's title, its two tabs (links and commissions, one
 * area per docs/product/not-built-yet.md) as links, and 'Editar cadastro'.
 */
export function AffiliateHeader({ current }: AffiliateHeaderProps) {
  const { title, description } = pages[current];
  const tab = (tabName: AffiliateTab) => ({
    variant: current === tabName ? 'light' : 'subtle',
    color: current === tabName ? undefined : 'gray',
    radius: 'xl',
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={title} description={description} maw={620} />
        <ButtonLink to="/affiliate/edit" variant="default" radius="xl" leftSection={<IconUserEdit size={18} aria-hidden />}>
          Editar cadastro
        </ButtonLink>
      </Group>
      <nav aria-label="Programa de afiliados">
        <Group gap="xs">
          <ButtonLink to="/affiliate/links" {...tab('links')} leftSection={<IconLink size={18} aria-hidden />}>
            Links
          </ButtonLink>
          <ButtonLink to="/affiliate/commissions" {...tab('commissions')} leftSection={<IconCash size={18} aria-hidden />}>
            Comissões
          </ButtonLink>
        </Group>
      </nav>
    </Stack>
  );
}
