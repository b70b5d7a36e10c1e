import type { ApiClient } from '@ma/api-client';
import { confirmDeliverable, getBrandDeal, requestDeliverableChanges } from '@ma/api-client/brand';
import { deliverableChangesSchema, type Deal, type Deliverable } from '@ma/api-client/schemas';
import { failureMessage } from '@ma/app-kit/error-message';
import { LoadError } from '@ma/app-kit/load-error';
import { MutationButton } from '@ma/app-kit/mutation-button';
import { Button } from '@ma/ui/button';
import { StateBadge } from '@ma/app-kit/state-badge';
import { toast } from '@ma/ui/toasts';
import { Group, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DealHeading, DealItem, DealItemList, dealRefetchInterval, dealStateView, itemLabel, itemStateView } from '@ma/ui/deal';

export const dealKey = (applicationId: string) => ['deals', applicationId] as const;

const dealQuery = (api: ApiClient, applicationId: string) => ({
  queryKey: dealKey(applicationId),
  queryFn: () => getBrandDeal(api, applicationId),
});

/**
 * Whether she has handed anything in: from then on the acceptance stands (the API answers 409
 * DEAL_UNDER_WAY to a refusal), so the page offers no decision. The panel's own query, shared.
 */
export function useDealUnderWay(api: ApiClient, applicationId: string): boolean {
  const { data } = useQuery(dealQuery(api, applicationId));
  return data?.items.some((item) => item.state !== 'pending') ?? false;
}

/**
 * 'Entregas combinadas' of one applicant (docs/product/deliverables.md): once the acceptance
 * settles, what she offered as a checklist; each address she hands in is confirmed, or sent back
 * with a note. The last confirmation concludes the deal, for both sides. Nothing shows for an
 * application the brand has not accepted.
 */
export function DeliverablesPanel({ api, applicationId }: { api: ApiClient; applicationId: string }) {
  const query = useQuery({
    ...dealQuery(api, applicationId),
    refetchInterval: (current) => dealRefetchInterval(current.state.data),
    refetchOnWindowFocus: true,
  });
  if (query.isPending) return <Skeleton height={160} radius="md" aria-label="Carregando entregas" />;
  if (query.isError) return <LoadError title="Não foi possível carregar as entregas" query={query} />;
  const deal = query.data;
  if (deal.state === 'waiting' && !deal.acceptedAt) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="entregas-titulo">
      <Stack gap="sm">
        <DealHeading
          deal={deal}
          badge={<StateBadge variant="soft" state={dealStateView[deal.state]} />}
          concludedText={`Todas as entregas de ${deal.creatorName} foram confirmadas.`}
        />
        {deal.state === 'waiting' ? (
          <Text size="sm" c="dimmed">
            A lista de entregas abre em instantes, quando a aceitação se confirmar (um minuto sem outra mudança).
          </Text>
        ) : (
          <DealItemList>
            {deal.items.map((item) => (
              <ItemRow key={item.item} api={api} applicationId={applicationId} item={item} open={deal.state === 'open'} />
            ))}
          </DealItemList>
        )}
      </Stack>
    </Paper>
  );
}

function ItemRow({ api, applicationId, item, open }: { api: ApiClient; applicationId: string; item: Deliverable; open: boolean }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const label = itemLabel(item);
  const answered = (deal: Deal, message: string) => {
    queryClient.setQueryData(dealKey(applicationId), deal);
    toast.success(deal.state === 'concluded' ? 'Publi concluída: todas as entregas foram confirmadas.' : message);
  };
  const failed = (error: unknown) => {
    toast.error(failureMessage(error));
    void queryClient.invalidateQueries({ queryKey: dealKey(applicationId) });
  };
  const confirm = useMutation({
    mutationFn: () => confirmDeliverable(api, applicationId, item.item),
    onSuccess: (deal) => answered(deal, `${label} confirmado.`),
    onError: failed,
  });
  return (
    <DealItem item={item} badge={<StateBadge variant="soft" state={itemStateView[item.state]} />}>
      {!item.url && (
        <Text size="sm" c="dimmed">
          Ainda não entregue.
        </Text>
      )}
      {item.state === 'changes_requested' && item.note && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Ajuste pedido: {item.note}
        </Text>
      )}
      {open && item.state === 'handed_in' && !asking && (
        <Group gap="xs" justify="flex-end">
          <Button
            size="sm"
            variant="secondary"
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={() => setAsking(true)}
            disabled={confirm.isPending}
          >
            Pedir ajuste
          </Button>
          <MutationButton size="sm" color="teal.9" leftSection={<IconCheck size={18} aria-hidden />} mutation={confirm}>
            Confirmar
          </MutationButton>
        </Group>
      )}
      {open && item.state === 'handed_in' && asking && (
        <ChangesForm
          api={api}
          applicationId={applicationId}
          item={item}
          onDone={(deal) => {
            answered(deal, 'Ajuste pedido. A criadora vai entregar de novo.');
            setAsking(false);
          }}
          onFailed={failed}
          onCancel={() => setAsking(false)}
        />
      )}
    </DealItem>
  );
}

interface ChangesFormProps {
  api: ApiClient;
  applicationId: string;
  item: Deliverable;
  onDone: (deal: Deal) => void;
  onFailed: (error: unknown) => void;
  onCancel: () => void;
}

/** What the brand asks to change, checked with the API's schema; the note stays in the field when the call fails. */
function ChangesForm({ api, applicationId, item, onDone, onFailed, onCancel }: ChangesFormProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (payload: { note: string }) => requestDeliverableChanges(api, applicationId, item.item, payload),
    onSuccess: onDone,
    onError: onFailed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deliverableChangesSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    ask.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label="O que precisa mudar" rows={3} value={note} onChange={(event) => setNote(event.currentTarget.value)} error={error} />
        <Group gap="xs" justify="flex-end">
          <Button size="sm" variant="secondary" onClick={onCancel} disabled={ask.isPending}>
            Cancelar
          </Button>
          <Button size="sm" type="submit" loading={ask.isPending}>
            Enviar pedido
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
