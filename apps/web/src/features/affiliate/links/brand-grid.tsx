import { affiliateBrandsQueryOptions } from '@ma/api-client/query';
import type { AffiliateBrand } from '@ma/api-client/schemas';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { BrandCard } from './brand-card.tsx';

const columns = { base: 1, xs: 2, md: 3 };

/** The program's brands, each with 'Criar link'. */
export function BrandGrid({ onCreateLink }: { onCreateLink: (brand: AffiliateBrand) => void }) {
  const brands = useQuery(affiliateBrandsQueryOptions(useApi()));
  if (brands.isPending) {
    return (
      <SimpleGrid cols={columns} spacing="md" aria-busy="true" aria-label="Carregando marcas">
        {Array.from({ length: 3 }, (_, index) => (
          <Paper key={index} withBorder radius="lg" p="md">
            <Stack gap="sm">
              <Skeleton height={48} width={48} radius="md" />
              <Skeleton height={14} width="60%" radius="xl" />
              <Skeleton height={12} width="40%" radius="xl" />
              <Skeleton height={36} radius="md" mt="xs" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  if (brands.isError) {
    return <LoadError title="Não foi possível carregar as marcas" {...retryOf(brands)} />;
  }
  if (brands.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma marca no programa no momento. Volte em breve.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={columns} spacing="md">
      {brands.data.items.map((brand) => (
        <BrandCard key={brand.id} brand={brand} onCreateLink={onCreateLink} />
      ))}
    </SimpleGrid>
  );
}
