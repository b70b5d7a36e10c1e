import type { ApiClient } from '@ma/api-client';
import { decideBrandApplicant, listBrandApplicants, listBrandConversations, type BrandApplicantList } from '@ma/api-client/brand';
import type { Applicant, ApplicationDecision } from '@ma/api-client/schemas';
import { failureMessage } from '@ma/app-kit/error-message';
import { LoadError } from '@ma/app-kit/load-error';
import { airaMessages, applicationStatusLabels, errorMessage, formatCents, formatCountOf, formatFollowers } from '@ma/domain';
import { UserAvatar } from '@ma/ui/avatar';
import { Button } from '@ma/ui/button';
import { LevelAndPlace } from '@ma/ui/level-medal';
import { PlainList } from '@ma/ui/plain-list';
import { RowsSkeleton } from '@ma/ui/states';
import { StatusBadge } from '@ma/ui/status-badge';
import { toast } from '@ma/ui/toasts';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { conversationsKey } from './conversation-panel.tsx';
import { PROPOSALS_KEY } from './proposals-page.tsx';
import { dealKey } from '../deals/deliverables-panel.tsx';

export const applicantsKey = (id: string) => [...PROPOSALS_KEY, 'applicants', id] as const;

/**
 * 'Candidaturas' of a published proposal (docs/product/brands.md "Applicants"): the secret link's
 * list, the best fit first, each applicant with 'Aceitar' and 'Recusar'. The brand may change its
 * mind; the creator is told once the decision settles.
 */
export function ApplicantsPanel({
  api,
  id,
  dealLink,
}: {
  api: ApiClient;
  id: string;
  /** The link to an applicant's deal page (the conversation), from the route. @default undefined */
  dealLink?: ((applicant: Applicant) => ReactNode) | undefined;
}) {
  const list = useQuery({ queryKey: applicantsKey(id), queryFn: () => listBrandApplicants(api, id) });
  // The unread counts: the list shows without them while they load or if they fail.
  const conversations = useQuery({ queryKey: conversationsKey(id), queryFn: () => listBrandConversations(api, id) });
  const unread = new Map(conversations.data?.items.map((item) => [item.applicationId, item.unread]));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Candidaturas
        </Title>
        {list.isPending ? (
          <RowsSkeleton rows={2} height={120} />
        ) : list.isError ? (
          <LoadError title="Não foi possível carregar as candidaturas" query={list} />
        ) : list.data.applicants.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhuma criadora se candidatou a esta proposta ainda.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {airaMessages.applicantsCount(list.data.applicants.length)}
            </Text>
            <PlainList gap="sm">
              {list.data.applicants.map((applicant) => (
                <ApplicantCard
                  key={applicant.applicationId}
                  api={api}
                  id={id}
                  applicant={applicant}
                  footer={
                    dealLink && (
                      <Group gap="xs">
                        {dealLink(applicant)}
                        <UnreadBadge count={unread.get(applicant.applicationId) ?? 0} />
                      </Group>
                    )
                  }
                />
              ))}
            </PlainList>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** How many of her messages the team has not read; nothing when none. */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <StatusBadge variant="soft" color="blue">
      {count === 1 ? '1 mensagem nova' : `${count} mensagens novas`}
    </StatusBadge>
  );
}

const deliverables = (offer: Applicant['offer']) =>
  [
    formatCountOf(offer.totalPosts, 'post', 'posts'),
    formatCountOf(offer.totalStories, 'story', 'stories'),
    formatCountOf(offer.totalReels, 'reels', 'reels'),
    formatCountOf(offer.totalVideos, 'vídeo', 'vídeos'),
  ].join(' · ');

const followers = (count: number | null) => (count === null ? airaMessages.notConnected : formatFollowers(count));

const STATUS_COLORS: Record<Applicant['status'], string> = { pending: 'yellow', accepted: 'teal', rejected: 'red' };

const choices: { decision: ApplicationDecision; label: string; color: string; icon: typeof IconCheck }[] = [
  { decision: 'accepted', label: airaMessages.accept, color: 'teal.9', icon: IconCheck },
  { decision: 'rejected', label: airaMessages.reject, color: 'red.9', icon: IconX },
];

/**
 * One applicant: who she is, her numbers, her offer and where it stands, with 'Aceitar' and
 * 'Recusar' until she has begun handing in (the acceptance then stands): as the list read it
 * (`dealUnderWay`), or as the deal page's fresher read of her checklist says (`decided`).
 * `footer` goes at the bottom (the link to the deal's page, in the list).
 */
export function ApplicantCard({
  api,
  id,
  applicant,
  footer,
  decided = false,
}: {
  api: ApiClient;
  id: string;
  applicant: Applicant;
  footer?: ReactNode;
  decided?: boolean;
}) {
  const queryClient = useQueryClient();
  const { creator, offer } = applicant;
  const decide = useMutation({
    mutationFn: (decision: ApplicationDecision) => decideBrandApplicant(api, id, applicant.applicationId, decision),
    onSuccess: (decided) => {
      queryClient.setQueryData<BrandApplicantList>(
        applicantsKey(id),
        (list) => list && { ...list, applicants: list.applicants.map((item) => (item.applicationId === decided.applicationId ? decided : item)) },
      );
      // Her deal's checklist opens with an acceptance: the deal page shows it without waiting for its next read.
      void queryClient.invalidateQueries({ queryKey: dealKey(decided.applicationId) });
      toast.success(decided.status === 'accepted' ? airaMessages.applicationAccepted : airaMessages.applicationRejected);
    },
    onError: (error) => toast.error(failureMessage(error)),
  });
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={creator.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <UserAvatar name={creator.name} src={creator.photoUrl} />
            <Stack gap={2}>
              <Text fw={700}>{creator.name}</Text>
              <LevelAndPlace level={creator.level} city={creator.city} state={creator.state} />
            </Stack>
          </Group>
          <StatusBadge variant="soft" color={STATUS_COLORS[applicant.status]}>
            {applicationStatusLabels[applicant.status]}
          </StatusBadge>
        </Group>
        <Text size="sm">
          Instagram: {followers(creator.followers.instagram)} · TikTok: {followers(creator.followers.tiktok)} ·{' '}
          {airaMessages.fitScore(applicant.fit.score)}
        </Text>
        <Text size="sm">
          {deliverables(offer)} · {formatCents(offer.valueCents)}
          {offer.isNegotiable && ` · ${airaMessages.negotiable}`}
        </Text>
        {offer.observations && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {offer.observations}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor href={`/${creator.username}`} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              {airaMessages.viewKit}
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </Anchor>
          {decided || applicant.dealUnderWay ? (
            <Text size="sm" c="dimmed">
              {errorMessage('DEAL_UNDER_WAY')}
            </Text>
          ) : (
            <Group gap="xs" role="group" aria-label={`Resposta para ${creator.name}`}>
              {choices.map(({ decision, label, color, icon: Icon }) => {
                const pressed = applicant.status === decision;
                return (
                  <Button
                    key={decision}
                    size="sm"
                    color={color}
                    variant={pressed ? 'primary' : 'secondary'}
                    aria-pressed={pressed}
                    loading={decide.isPending && decide.variables === decision}
                    disabled={decide.isPending && decide.variables !== decision}
                    leftSection={<Icon size={18} aria-hidden />}
                    onClick={() => {
                      if (!pressed) decide.mutate(decision);
                    }}
                  >
                    {label}
                  </Button>
                );
              })}
            </Group>
          )}
        </Group>
        {footer}
      </Stack>
    </Paper>
  );
}
