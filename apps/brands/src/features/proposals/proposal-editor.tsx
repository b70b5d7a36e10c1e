import type { ApiClient } from '@ma/api-client';
import type { Applicant } from '@ma/api-client/schemas';
import { createBrandProposal, deleteBrandProposal, submitBrandProposal, updateBrandProposal, type BrandProposal } from '@ma/api-client/brand';
import { failureMessage } from '@ma/app-kit/error-message';
import { emptyProposalValues } from '@ma/app-kit/proposal-fields';
import { Button } from '@ma/ui/button';
import { ConfirmModal } from '@ma/ui/dialog';
import { PageHeader } from '@ma/ui/page';
import { AlertTitle } from '@ma/ui/states';
import { StateBadge } from '@ma/app-kit/state-badge';
import { toast } from '@ma/ui/toasts';
import { Alert, Paper, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconArrowBackUp, IconHourglass } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { PROPOSALS_KEY } from './proposals-page.tsx';
import { PROPOSAL_STATE_LABELS } from './proposal-labels.ts';
import { formValuesOf, ProposalForm, type ProposalInput } from './proposal-form.tsx';
import { PublishedPanel } from './published-panel.tsx';
import { ApplicantsPanel } from './applicants-panel.tsx';
import { LinksPanel } from './links-panel.tsx';

export const proposalKey = (id: string) => [...PROPOSALS_KEY, 'one', id] as const;

/**
 * A brand's proposal: a new one (`proposal` absent) or one of its own, as its state allows
 * (docs/product/brands.md "Proposals"): a draft or a returned one is rewritten, saved, sent for
 * review or discarded; a submitted one is read only; a published one is extended or closed.
 * `onSaved` gets a new proposal's id once it exists; `onDiscarded` leaves the page.
 */
export function ProposalEditor({
  api,
  brandName,
  proposal,
  backLink,
  dealLink,
  onSaved,
  onDiscarded,
}: {
  api: ApiClient;
  brandName: string;
  proposal?: BrandProposal;
  backLink: ReactNode;
  /** The link to an applicant's deal page, for 'Candidaturas'. @default undefined */
  dealLink?: ((applicant: Applicant) => ReactNode) | undefined;
  onSaved: (proposal: BrandProposal) => Promise<unknown>;
  onDiscarded: () => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  // A new proposal is created once: a send whose submit failed saves again into the same draft.
  const savedId = useRef(proposal?.id);
  const [discarding, setDiscarding] = useState(false);

  const keep = async (saved: BrandProposal) => {
    savedId.current = saved.id;
    queryClient.setQueryData(proposalKey(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: [...PROPOSALS_KEY, 'list'] });
    await onSaved(saved);
  };
  const save = (values: ProposalInput) => (savedId.current ? updateBrandProposal(api, savedId.current, values) : createBrandProposal(api, values));

  const discard = useMutation({
    mutationFn: (id: string) => deleteBrandProposal(api, id),
    onSuccess: async () => {
      setDiscarding(false);
      toast.success('Proposta descartada.');
      await queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY });
      await onDiscarded();
    },
    onError: (error) => toast.error(failureMessage(error)),
  });

  const state = proposal?.state ?? 'draft';
  const editable = state === 'draft' || state === 'returned';
  const badge = proposal && PROPOSAL_STATE_LABELS[proposal.state];

  return (
    <Stack maw={1000}>
      {backLink}
      <PageHeader title={proposal ? proposal.fields.name : 'Nova proposta'} action={badge && <StateBadge variant="soft" state={badge} />} />
      {state === 'submitted' && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHourglass aria-hidden />}
          title={<AlertTitle>Em análise pela equipe da Mais Alcance</AlertTitle>}
        >
          Avisamos por e-mail quando ela for publicada ou devolvida. Até lá, ela não pode ser alterada.
        </Alert>
      )}
      {state === 'returned' && (
        <Alert color="orange" variant="light" icon={<IconArrowBackUp aria-hidden />} title={<AlertTitle>Devolvida pela equipe</AlertTitle>}>
          Motivo: {proposal?.returnReason}
        </Alert>
      )}
      {proposal?.published && <PublishedPanel api={api} id={proposal.id} published={proposal.published} onChanged={keep} />}
      {proposal?.published && <ApplicantsPanel api={api} id={proposal.id} dealLink={dealLink} />}
      {proposal?.published && <LinksPanel api={api} id={proposal.id} />}
      <Paper withBorder p="md" radius="md">
        <ProposalForm
          // A published proposal's last day is the one creators see, which the brand may extend.
          key={proposal?.published?.validUntil ?? 'fields'}
          api={api}
          proposalId={proposal?.id}
          initial={proposal ? formValuesOf(proposal) : emptyProposalValues(brandName)}
          onLogo={async (saved) => {
            queryClient.setQueryData(proposalKey(saved.id), saved);
            toast.success('Logo salvo na proposta.');
            await queryClient.invalidateQueries({ queryKey: [...PROPOSALS_KEY, 'list'] });
          }}
          onSave={
            editable
              ? async (values) => {
                  await keep(await save(values));
                  toast.success('Rascunho salvo.');
                }
              : undefined
          }
          onSend={async (values) => {
            const saved = await save(values);
            savedId.current = saved.id;
            await keep(await submitBrandProposal(api, saved.id));
            toast.success('Proposta enviada para análise.');
          }}
          actions={
            proposal && (
              <Button variant="secondary" color="red.9" onClick={() => setDiscarding(true)}>
                Descartar
              </Button>
            )
          }
        />
      </Paper>
      {proposal && (
        <ConfirmModal
          opened={discarding}
          title="Descartar proposta"
          confirmLabel="Descartar"
          loading={discard.isPending}
          onConfirm={() => discard.mutate(proposal.id)}
          onClose={() => setDiscarding(false)}
        >
          {`A proposta “${proposal.fields.name}” é apagada. Isso não pode ser desfeito.`}
        </ConfirmModal>
      )}
    </Stack>
  );
}
