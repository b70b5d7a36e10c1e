import { isApiError } from '@ma/api-client';
import { creatorDealQueryOptions, dealKeys, handInDeliverableMutationOptions } from '@ma/api-client/query/deliverables';
import type { Deliverable } from '@ma/api-client/schemas';
import { deliverableAddress, deliverableUrlMessage } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { TextInput } from '@ma/ui/text-input';
import { toast } from '@ma/ui/toasts';
import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LoadError, retryOf } from '../../components/load-error.tsx';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { DealHeading, DealItem, DealItemList, Notice, dealRefetchInterval, dealStateView, itemLabel, itemStateView } from '@ma/ui/deal';

/**
 * 'Entregas combinadas' of one of her applications (docs/product/deliverables.md): once the brand's
 * acceptance settles, one item per post, story, reels and video she offered; she hands in each
 * one's public address, sees what the brand answered, and the deal is 'Concluída' when the brand
 * confirms the last. Nothing shows for an application the brand has not accepted.
 */
export function DeliverablesPanel({ applicationId }: { applicationId: string }) {
  const api = useApi();
  const query = useQuery({
    ...creatorDealQueryOptions(api, applicationId),
    refetchInterval: (current) => dealRefetchInterval(current.state.data),
    refetchOnWindowFocus: true,
  });
  if (query.isPending) return <Skeleton height={160} radius="lg" aria-label="Carregando entregas" />;
  if (query.isError) return <LoadError title="Não foi possível carregar as entregas." {...retryOf(query)} />;
  const deal = query.data;
  // Not accepted (or no longer): no checklist to show.
  if (deal.state === 'waiting' && !deal.acceptedAt) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="entregas-titulo">
      <Stack gap="md">
        <DealHeading deal={deal} badge={<StateBadge {...dealStateView[deal.state]} />} concludedText="A marca confirmou todas as entregas." />
        {deal.state === 'waiting' ? (
          <Text size="sm" c="dimmed">
            A marca aceitou sua candidatura. A lista de entregas abre em instantes, quando a aceitação se confirmar.
          </Text>
        ) : (
          <DealItemList>
            {deal.items.map((item) => (
              <ItemRow key={item.item} applicationId={applicationId} item={item} open={deal.state === 'open'} />
            ))}
          </DealItemList>
        )}
      </Stack>
    </Paper>
  );
}

/** The app's soft badge (sentence case), for the deal's and each item's state. */
function StateBadge({ label, color }: { label: string; color: string }) {
  return (
    <Badge color={color} variant="soft" tt="none" radius="sm" fw={700}>
      {label}
    </Badge>
  );
}

function ItemRow({ applicationId, item, open }: { applicationId: string; item: Deliverable; open: boolean }) {
  const canHandIn = open && (item.state === 'pending' || item.state === 'changes_requested' || item.state === 'handed_in');
  return (
    <DealItem item={item} badge={<StateBadge {...itemStateView[item.state]} />}>
      {item.state === 'changes_requested' && item.note && (
        <Notice color="orange" title="A marca pediu um ajuste">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.note}
          </Text>
        </Notice>
      )}
      {canHandIn && <HandInForm applicationId={applicationId} item={item} />}
    </DealItem>
  );
}

/** The address of one item: checked as she sends it (the API's rule), kept in the field when the call fails. */
function HandInForm({ applicationId, item }: { applicationId: string; item: Deliverable }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(item.state !== 'handed_in');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handIn = useMutation({
    ...handInDeliverableMutationOptions(api, applicationId),
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.deal(applicationId), deal);
      toast.success('Entrega enviada para a marca conferir.');
      setUrl('');
      setEditing(false);
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.fields['url']) setError(failure.fields['url']);
      else toast.error(failureMessage(failure));
      // The brand may have answered meanwhile (a 409): read the deal again; the typed address stays.
      if (isApiError(failure) && failure.status === 409) void queryClient.invalidateQueries({ queryKey: dealKeys.deal(applicationId) });
    },
  });
  if (!editing)
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Aguardando a marca conferir.
        </Text>
        <Button variant="secondary" size="xs" onClick={() => setEditing(true)}>
          Trocar o endereço
        </Button>
      </Group>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!deliverableAddress(item.kind, url)) return setError(deliverableUrlMessage(item.kind));
    setError(null);
    handIn.mutate({ item: item.item, url });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={`Endereço público do ${itemLabel(item).toLowerCase()}`}
          placeholder={item.kind === 'story' ? 'instagram.com/stories/…' : 'instagram.com/p/… ou tiktok.com/@…/video/…'}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={error}
          inputMode="url"
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={handIn.isPending}>
          {item.state === 'pending' ? 'Entregar' : 'Entregar de novo'}
        </Button>
      </Group>
    </form>
  );
}
