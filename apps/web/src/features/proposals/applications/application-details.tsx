import type { Application } from '@ma/api-client/schemas';
import { formatCents, formatDate } from '@ma/domain';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { ReactNode } from 'react';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { ProposalBand } from '../apply/proposal-modal.tsx';

// The deliverables in the application modal's order and words.
const deliverables = [
  { key: 'totalPosts', label: 'Posts' },
  { key: 'totalStories', label: 'Stories' },
  { key: 'totalReels', label: 'Reels' },
  { key: 'totalVideos', label: 'Vídeos (TikTok)' },
] as const;

/** What the creator sent, as she sent it: the proposal, where it stands, the deliverables, the value and the notes. */
export function ApplicationDetails({ application }: { application: Application }) {
  return (
    <Stack gap="lg">
      <ProposalBand logoUrl={application.logoUrl} brandName={application.brandName} name={application.proposalName} detail={application.brandName} />
      <Group gap="sm" wrap="wrap">
        <ApplicationStatusBadge status={application.status} />
        <Text size="sm" c="dimmed">
          Enviada em {formatDate(application.createdAt)}
          {application.decidedAt && ` · respondida em ${formatDate(application.decidedAt)}`}
        </Text>
      </Group>
      <DetailSection label="Entregas" gap={6}>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {deliverables.map(({ key, label }) => (
            <Paper key={key} withBorder radius="md" p="xs">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700} size="lg">
                {application[key]}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </DetailSection>
      <DetailSection label="Valor da sua proposta">
        <Group gap={6} align="baseline">
          <Text fw={700} size="lg" c="brand.7">
            {formatCents(application.valueCents)}
          </Text>
          <Text size="sm" c="dimmed">
            {application.isNegotiable ? '(aceita negociar)' : '(sem negociação)'}
          </Text>
        </Group>
      </DetailSection>
      <DetailSection label="Observações">
        {application.observations.trim() === '' ? (
          <Text size="sm" c="dimmed">
            Sem observações.
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {application.observations}
          </Text>
        )}
      </DetailSection>
    </Stack>
  );
}

/** One part of what was sent, under its bold label. */
function DetailSection({ label, gap = 2, children }: { label: string; gap?: number; children: ReactNode }) {
  return (
    <Stack gap={gap}>
      <Text fw={700} size="sm">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
