import { Group, Stack } from '@mantine/core';
import { IconCash, IconLink, IconUserEdit } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { SectionTabs, type SectionTab } from '../../components/section-tabs.tsx';

type AffiliateTab = 'links' | 'commissions';

/** Each tab's page: its title and what it offers. */
const pages: Record<AffiliateTab, { title: string; description: string }> = {
  links: {
    title: 'Links de afiliado',
    description: 'Crie links das marcas parceiras, compartilhe e acompanhe cliques, vendas e ganhos.',
  },
  commissions: { title: 'Comissões', description: 'Acompanhe suas comissões mês a mês e quando cada uma será paga.' },
};

const tabs: readonly SectionTab[] = [
  { to: '/affiliate/links', label: 'Links', icon: <IconLink size={16} aria-hidden /> },
  { to: '/affiliate/commissions', label: 'Comissões', icon: <IconCash size={16} aria-hidden /> },
];

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
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={title} description={description} maw={620} />
        <ButtonLink to="/affiliate/edit" variant="default" radius="xl" leftSection={<IconUserEdit size={18} aria-hidden />}>
          Editar cadastro
        </ButtonLink>
      </Group>
      <SectionTabs label="Programa de afiliados" tabs={tabs} current={current === 'links' ? '/affiliate/links' : '/affiliate/commissions'} />
    </Stack>
  );
}
