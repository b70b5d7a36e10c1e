import type { ApiClient } from '@ma/api-client';
import { formatDateTime } from '@ma/domain';
import {
  applicantLinkPayloadSchema,
  createApplicantLink,
  listApplicantLinks,
  revokeApplicantLink,
  type ApplicantLink,
  type ApplicantLinkPayload,
} from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { MutationButton } from '@ma/app-kit/mutation-button';
import { Button } from '@ma/ui/button';
import { FormSubmit } from '@ma/ui/form';
import { StateBadge } from '@ma/app-kit/state-badge';
import { toast } from '@ma/ui/toasts';
import { Group, Modal, NumberInput, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ListTable } from '../../components/list-table.tsx';
import { ShownOnceModal } from '../../components/shown-once-modal.tsx';
import { LINK_STATE_LABELS } from './proposal-labels.ts';

const linksKey = (proposalId: string) => ['admin', 'proposals', proposalId, 'links'] as const;
const at = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** The brand's links to a proposal's applicants: made here (the address shown once, to copy), opened by the brand, revoked. */
export function ApplicantLinks({ api, proposalId }: { api: ApiClient; proposalId: string }) {
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: linksKey(proposalId), queryFn: () => listApplicantLinks(api, proposalId) });
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: linksKey(proposalId) });
  const revoke = useMutation({
    mutationFn: (link: ApplicantLink) => revokeApplicantLink(api, proposalId, link.id),
    onSuccess: () => toast.success('Link revogado.'),
    onSettled: refresh,
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} fz={18}>
          Links da marca
        </Title>
        <Button size="xs" leftSection={<IconLink size={14} aria-hidden />} onClick={() => setCreating(true)}>
          Novo link
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Com um link, a marca vê as candidatas desta proposta e aceita ou recusa cada uma, sem conta.
      </Text>
      <ListTable
        list={{ query: links, items: links.data?.items }}
        loading={<Skeleton h={80} aria-label="Carregando" />}
        errorTitle="Não foi possível carregar os links"
        empty="Nenhum link criado para esta proposta."
        minWidth={640}
        verticalSpacing="xs"
        columns={['Para', 'Criado', 'Vence', 'Aberto pela marca', 'Situação', '']}
        row={(link) => (
          <Table.Tr key={link.id}>
            <Table.Td>{link.label ?? <Text c="dimmed">Sem rótulo</Text>}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{at(link.createdAt)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{at(link.expiresAt)}</Table.Td>
            <Table.Td>
              {link.lastOpenedAt ? (
                <>
                  <Text size="sm">{at(link.lastOpenedAt)}</Text>
                  {link.firstOpenedAt !== link.lastOpenedAt && (
                    <Text size="xs" c="dimmed">
                      primeira vez {at(link.firstOpenedAt)}
                    </Text>
                  )}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  Ainda não
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <StateBadge state={LINK_STATE_LABELS[link.state]} variant="light" />
            </Table.Td>
            <Table.Td>
              {link.state === 'active' && (
                <MutationButton variant="secondary" color="red" size="xs" mutation={revoke} item={link}>
                  Revogar
                </MutationButton>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />

      <Modal opened={creating} onClose={() => setCreating(false)} title="Novo link da marca">
        <NewLinkForm
          onSubmit={async (values) => {
            const { url } = await createApplicantLink(api, proposalId, values);
            setCreating(false);
            setShown(url);
            await refresh();
          }}
        />
      </Modal>
      <ShownOnceModal title="Link criado" value={shown} label="Endereço para a marca" copyLabel="Copiar o link" onClose={() => setShown(undefined)}>
        Envie este endereço à marca. Ele só aparece agora: guarde-o ou copie antes de fechar.
      </ShownOnceModal>
    </Stack>
  );
}

function NewLinkForm({ onSubmit }: { onSubmit: (values: ApplicantLinkPayload) => Promise<unknown> }) {
  const form = useZodForm(applicantLinkPayloadSchema, { label: '', days: 30 as number | '' });
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack>
        <TextInput label="Para quem" placeholder="Contato da marca" data-autofocus {...form.getInputProps('label')} />
        <NumberInput label="Vale por (dias)" min={1} max={90} allowDecimal={false} required {...form.getInputProps('days')} />
        <FormSubmit form={form}>Criar link</FormSubmit>
      </Stack>
    </form>
  );
}
