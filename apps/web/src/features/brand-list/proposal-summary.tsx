import type { ProfileList } from '@ma/api-client/schemas';
import { airaMessages, formatCents, formatDate, partnershipTypeLabels, targetingSummary } from '@ma/domain';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { BrandLogo } from '../../components/brand-logo.tsx';

/** The proposal the link opens: who, what, for how much, what it targets, and until when the link works. */
export function ProposalSummary({ list }: { list: ProfileList }) {
  const { proposal } = list;
  const targeting = targetingSummary(proposal.targeting);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="header">
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <BrandLogo name={proposal.brandName} logoUrl={proposal.logoUrl} size={56} />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Text size="sm" c="dimmed" fw={600}>
              {proposal.brandName}
            </Text>
            <Title order={1} fz={{ base: 20, sm: 26 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
              {proposal.name}
            </Title>
            <Group gap={8} mt={4} wrap="wrap">
              <Text fw={700} c="brand.7">
                {formatCents(proposal.valueCents)}
              </Text>
              <Badge variant="light" tt="none" radius="sm">
                {partnershipTypeLabels[proposal.partnershipType]}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
          {targeting.map((line) => (
            <Group key={line.label} gap={6} wrap="nowrap" align="baseline">
              <Text component="dt" size="sm" c="dimmed" style={{ flex: 'none' }}>
                {line.label}:
              </Text>
              <Text component="dd" size="sm" m={0}>
                {line.value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        <Group gap={6} wrap="nowrap">
          <IconClockHour4 size={16} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm" c="dimmed">
            {airaMessages.linkValidUntil(formatDate(list.expiresAt))}
          </Text>
        </Group>
        {proposal.closed && (
          <Alert color="orange" variant="light" radius="md" icon={<IconInfoCircle aria-hidden />}>
            {airaMessages.proposalClosed}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
