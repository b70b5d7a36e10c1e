import type { AffiliateLink } from '@ma/api-client/schemas';
import { formatCents, formatCount } from '@ma/domain';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { Fragment, useId, type ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { ClicksSparkline } from './clicks-sparkline.tsx';
import { LinkActions } from './link-actions.tsx';

/**
 * The address with a line break allowed after each '/' (not inside 'https://'), so that on a
 * phone it wraps between its parts, never inside the link's code.
 */
function BreakableUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=[^/]\/)(?!\/)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One of the creator's links: where it leads, the address to share, and how it performs. */
export function LinkCard({ link, onShowQr }: { link: AffiliateLink; onShowQr: (link: AffiliateLink) => void }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <BrandLogo name={link.brandName} logoUrl={link.brandLogoUrl} size={40} />
          <Stack gap={0} miw={0}>
            <Title order={3} fz={16} id={titleId}>
              {link.brandName}
            </Title>
            <Text size="sm" c="dimmed" truncate title={link.destinationUrl}>
              {link.destinationUrl}
            </Text>
          </Stack>
        </Group>
        <Stack gap="xs">
          {/* 'anywhere' only for a part longer than the line (a long host on a narrow phone). */}
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            <BreakableUrl url={link.trackedUrl} />
          </Text>
          <LinkActions link={link} onShowQr={() => onShowQr(link)} />
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
          <Stat label="Cliques">
            <Text fw={700}>
              {formatCount(link.clicks)}{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                ({formatCount(link.uniqueClicks)} únicos)
              </Text>
            </Text>
          </Stat>
          <Stat label="Últimos 30 dias">
            <ClicksSparkline days={link.clicksByDay} />
          </Stat>
          <Stat label="Vendas">
            <Text fw={700}>{formatCount(link.conversions)}</Text>
          </Stat>
          <Stat label="Ganhos">
            <Text fw={700}>{formatCents(link.earningsCents)}</Text>
          </Stat>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
