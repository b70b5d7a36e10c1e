import type { Applicant } from '@ma/api-client/schemas';
import { airaMessages, deliverablesSummary, formatCents, formatDate } from '@ma/domain';
import { UserAvatar } from '@ma/ui/avatar';
import { LevelAndPlace } from '@ma/ui/level-medal';
import { PlainList } from '@ma/ui/plain-list';
import { Anchor, Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { ApplicationStatusBadge } from '../../components/application-status-badge.tsx';
import { IconBrandInstagram, IconBrandTiktok, IconExternalLink } from '@tabler/icons-react';
import { networkLines } from './applicant-format.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { FitSummary } from './fit-summary.tsx';

const networkIcon = { instagram: IconBrandInstagram, tiktok: IconBrandTiktok } as const;

/** One applicant: who they are (kit summary), how they fit, what they offer, and the brand's answer. */
export function ApplicantCard({ token, applicant, rank }: { token: string; applicant: Applicant; rank: number }) {
  const { creator, offer } = applicant;
  const nameId = `applicant-${applicant.applicationId}`;
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} style={{ listStyle: 'none' }} aria-labelledby={nameId}>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <UserAvatar name={creator.name} src={creator.photoUrl} size={56} />
          <Stack gap={4} style={{ flex: 1 }} miw={0}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={700} size="lg" id={nameId} lh={1.25}>
                <Text span c="dimmed" fw={600} size="sm" mr={6}>
                  {rank}º
                </Text>
                {creator.name}
              </Text>
              <ApplicationStatusBadge status={applicant.status} />
            </Group>
            <LevelAndPlace level={creator.level} city={creator.city} state={creator.state} />
            {creator.niches.length > 0 && (
              <Group gap={4} wrap="wrap" aria-label="Nichos">
                {creator.niches.map((niche) => (
                  <Badge key={niche} variant="soft" color="gray" tt="none" radius="sm" fw={600}>
                    {niche}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
        </Group>

        <PlainList gap={4} aria-label="Redes">
          {networkLines(creator).map((line) => {
            const Icon = networkIcon[line.network];
            return (
              <Group component="li" key={line.network} gap={6} wrap="nowrap" align="flex-start">
                <Icon size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    {line.label}:
                  </Text>{' '}
                  {line.followers}
                  {line.engagement && ` · ${line.engagement}`}
                </Text>
              </Group>
            );
          })}
        </PlainList>

        <FitSummary fit={applicant.fit} />
        <Divider />

        <Stack gap={4}>
          <Text size="sm" fw={700}>
            Oferta
          </Text>
          <Group gap={6} wrap="wrap" align="baseline">
            <Text fw={700} c="brand.7">
              {formatCents(offer.valueCents)}
            </Text>
            {offer.isNegotiable && (
              <Text size="sm" c="dimmed">
                ({airaMessages.negotiable})
              </Text>
            )}
          </Group>
          <Text size="sm">{deliverablesSummary(offer)}</Text>
          {offer.observations.trim() !== '' && (
            <Text size="sm" c="dimmed" fs="italic" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              “{offer.observations}”
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {airaMessages.sentOn(formatDate(applicant.createdAt))}
            {applicant.decidedAt && ` · ${airaMessages.decidedOn(formatDate(applicant.decidedAt))}`}
          </Text>
        </Stack>

        <Group gap="md" wrap="wrap" align="center" justify="space-between">
          <DecisionButtons token={token} applicant={applicant} />
          <Anchor
            href={`/${creator.username}`}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            fw={600}
            aria-label={`${airaMessages.viewKit} de ${creator.name} (abre em nova aba)`}
          >
            <Group gap={4} wrap="nowrap" component="span">
              {airaMessages.viewKit}
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
