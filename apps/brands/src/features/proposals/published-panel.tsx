import { isApiError, type ApiClient } from '@ma/api-client';
import { brandPublishedChangeSchema, changePublishedProposal, type BrandProposal } from '@ma/api-client/brand';
import { failureMessage } from '@ma/app-kit/error-message';
import { serverErrors, useZodForm } from '@ma/app-kit/form';
import { formatCountOf, formatDate } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { ConfirmModal } from '@ma/ui/dialog';
import { FormError } from '@ma/ui/form';
import { toast } from '@ma/ui/toasts';
import { Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PUBLISHED_STATE_LABELS } from './proposal-labels.ts';

/**
 * A published proposal as creators meet it: its state, its last day and its applications; a later
 * last day ('Prorrogar') and, while it takes applications, 'Encerrar'. Nothing else changes.
 */
export function PublishedPanel({
  api,
  id,
  published,
  onChanged,
}: {
  api: ApiClient;
  id: string;
  published: NonNullable<BrandProposal['published']>;
  onChanged: (proposal: BrandProposal) => Promise<unknown>;
}) {
  const [closing, setClosing] = useState(false);
  const close = useMutation({
    mutationFn: () => changePublishedProposal(api, id, { close: true }),
    onSuccess: async (changed) => {
      setClosing(false);
      toast.success('Proposta encerrada.');
      await onChanged(changed);
    },
    onError: (error) => toast.error(failureMessage(error)),
  });
  const takesApplications = published.state === 'open' || published.state === 'scheduled';

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {PUBLISHED_STATE_LABELS[published.state]} · {formatCountOf(published.totalApplications, 'candidatura', 'candidaturas')}
        </Title>
        <Text size="sm">{published.validUntil ? `Válida até ${formatDate(published.validUntil)}.` : 'Sem data final.'}</Text>
        <Text size="sm" c="dimmed">
          O valor é o combinado com as criadoras e pago diretamente pela marca.
        </Text>
        {published.state !== 'closed' && <ExtendForm api={api} id={id} onChanged={onChanged} />}
        {takesApplications && (
          <Group>
            <Button variant="secondary" color="red.9" onClick={() => setClosing(true)}>
              Encerrar
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={closing}
        title="Encerrar proposta"
        confirmLabel="Encerrar"
        loading={close.isPending}
        onConfirm={() => close.mutate()}
        onClose={() => setClosing(false)}
      >
        A proposta deixa de receber candidaturas agora. As candidaturas que já chegaram continuam valendo.
      </ConfirmModal>
    </Paper>
  );
}

/** 'Prorrogar': a later last day; the API's refusal (not later than the current one, or today) on the field. */
function ExtendForm({ api, id, onChanged }: { api: ApiClient; id: string; onChanged: (proposal: BrandProposal) => Promise<unknown> }) {
  const form = useZodForm(brandPublishedChangeSchema, { validUntil: '' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ validUntil }) => {
        try {
          const changed = await changePublishedProposal(api, id, { validUntil });
          form.reset();
          toast.success('Validade prorrogada.');
          await onChanged(changed);
        } catch (error) {
          form.setErrors(
            isApiError(error) && error.code === 'VALID_UNTIL_NOT_LATER' ? { validUntil: failureMessage(error) } : serverErrors(error, { validUntil }),
          );
        }
      })}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <TextInput label="Nova data final" type="date" {...form.getInputProps('validUntil')} />
          <Button type="submit" variant="secondary" loading={form.submitting}>
            Prorrogar
          </Button>
        </Group>
        <FormError errors={form.errors} />
      </Stack>
    </form>
  );
}
