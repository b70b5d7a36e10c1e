import type { AffiliateBrand } from '@ma/api-client/schemas';
import { formatCountOf, formatRate } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { BrandLogo } from '../../../components/brand-logo.tsx';

/**
 * How long after a click a sale still counts (the brand's cookie window), in a creator's words:
 * 'compras em até 30 dias após o clique'.
 */
export const purchaseWindow = (days: number): string => `compras em até ${formatCountOf(days, 'dia', 'dias')} após o clique`;

/** One brand of the program: its rate, its cookie window, and 'Criar link'. */
export function BrandCard({ brand, onCreateLink }: { brand: AffiliateBrand; onCreateLink: (brand: AffiliateBrand) => void }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <BrandLogo name={brand.name} logoUrl={brand.logoUrl} />
          <Stack gap={0} miw={0}>
            <Title order={3} fz={16} id={titleId} lineClamp={2}>
              {brand.name}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {brand.domain}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <Badge color="teal" variant="soft" size="lg" radius="sm" tt="none">
            {formatRate(brand.commissionRateBp)} de comissão
          </Badge>
          <Text size="sm" c="dimmed">
            Vale para {purchaseWindow(brand.cookieDays)}
          </Text>
        </Group>
        <Button
          variant="secondary"
          mt="auto"
          leftSection={<IconPlus size={18} aria-hidden />}
          aria-label={`Criar link de ${brand.name}`}
          onClick={() => onCreateLink(brand)}
        >
          Criar link
        </Button>
      </Stack>
    </Paper>
  );
}
