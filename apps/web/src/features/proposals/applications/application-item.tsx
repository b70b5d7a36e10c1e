import type { Application } from '@ma/api-client/schemas';
import { formatCents, formatDate } from '@ma/domain';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { deliverablesSummary } from './application-format.ts';

/**
 * One application: where it stands and when it was sent, the proposal, and the offer; it opens on
 * a click. Under it, the link to the deal's page and its conversation, with the unread count.
 */
export function ApplicationItem({
  application,
  unread = 0,
  onOpen,
}: {
  application: Application;
  /** The brand's messages she has not read. @default 0 */
  unread?: number;
  onOpen: (id: string) => void;
}) {
  return (
    <Paper component="li" withBorder radius="lg" style={{ listStyle: 'none', overflow: 'hidden' }}>
      <UnstyledButton
        onClick={() => onOpen(application.id)}
        aria-label={`Ver candidatura: ${application.proposalName}`}
        p={{ base: 'md', sm: 'lg' }}
        w="100%"
        display="block"
      >
        <Group wrap="nowrap" align="flex-start" gap="md">
          <BrandLogo logoUrl={application.logoUrl} name={application.brandName} size={48} />
          <Stack gap={6} style={{ flex: 1 }} miw={0}>
            {/* Status first: it is what a creator comes to this tab to see. */}
            <Group justify="space-between" gap="xs">
              <ApplicationStatusBadge status={application.status} />
              <Text size="xs" c="dimmed">
                Enviada em {formatDate(application.createdAt)}
              </Text>
            </Group>
            <Stack gap={0}>
              <Text fw={700} lineClamp={2}>
                {application.proposalName}
              </Text>
              <Text size="sm" c="dimmed">
                {application.brandName}
              </Text>
            </Stack>
            <Group gap={6} wrap="wrap" align="baseline">
              <Text size="sm" fw={700} c="brand.7">
                {formatCents(application.valueCents)}
              </Text>
              {application.isNegotiable && (
                <Text size="xs" c="dimmed">
                  (aceita negociar)
                </Text>
              )}
              <Text size="sm" c="dimmed" aria-hidden>
                ·
              </Text>
              <Text size="sm">{deliverablesSummary(application)}</Text>
            </Group>
            {application.observations.trim() !== '' && (
              <Text size="sm" c="dimmed" lineClamp={2} fs="italic">
                “{application.observations}”
              </Text>
            )}
          </Stack>
          <IconChevronRight aria-hidden size={20} color="var(--mantine-color-dimmed)" style={{ alignSelf: 'center', flexShrink: 0 }} />
        </Group>
      </UnstyledButton>
      <Group px={{ base: 'md', sm: 'lg' }} pb="sm" gap="xs">
        <AnchorLink to="/publis/candidaturas/$applicationId" params={{ applicationId: application.id }} size="sm" fw={600}>
          Conversa e entregas
        </AnchorLink>
        {unread > 0 && (
          <Badge variant="soft" color="brand" size="sm">
            {unread === 1 ? '1 mensagem nova' : `${unread} mensagens novas`}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
