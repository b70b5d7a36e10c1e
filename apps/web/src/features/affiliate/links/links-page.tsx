import type { AffiliateBrand } from '@ma/api-client/schemas';
import { Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { AffiliateHeader } from '../affiliate-header.tsx';
import { BrandGrid } from './brand-grid.tsx';
import { CreateLinkModal } from './create-link-modal.tsx';
import { LinkList } from './link-list.tsx';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageSection } from '../../../components/page-section.tsx';

/**
 * /affiliate/links ('Links de afiliado'): the creator's tracked links with their numbers, and
 * the program's brands to create new ones from.
 */
export function LinksPage() {
  const [creatingFor, setCreatingFor] = useState<AffiliateBrand | null>(null);
  const brandsTitle = useRef<HTMLHeadingElement>(null);

  const browseBrands = () => {
    brandsTitle.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    brandsTitle.current?.focus({ preventScroll: true });
  };

  return (
    <PageColumn maw={1040} gap="xl">
      <AffiliateHeader current="links" />
      <PageSection id="affiliate-links-title" title="Seus links">
        <LinkList onBrowseBrands={browseBrands} />
      </PageSection>
      <section aria-labelledby="affiliate-brands-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz={20} id="affiliate-brands-title" ref={brandsTitle} tabIndex={-1}>
              Marcas parceiras
            </Title>
            <Text size="sm" c="dimmed">
              Escolha uma marca para criar seu link. A comissão é um percentual de cada venda feita pelo link.
            </Text>
          </Stack>
          <BrandGrid onCreateLink={setCreatingFor} />
        </Stack>
      </section>
      <CreateLinkModal brand={creatingFor} onClose={() => setCreatingFor(null)} />
    </PageColumn>
  );
}
