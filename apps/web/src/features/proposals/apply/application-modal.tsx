import type { Proposal } from '@ma/api-client/schemas';
import { partnershipTypeLabels, formatCents } from '@ma/domain';
import { Stack } from '@mantine/core';
import { ApplicationForm, type SubmitApplication } from './application-form.tsx';
import { ProposalBand, ProposalModal } from './proposal-modal.tsx';

interface ApplicationModalProps {
  opened: boolean;
  onClose: () => void;
  proposal: Proposal;
  isSending: boolean;
  onSubmit: SubmitApplication;
}

/** The application modal of docs/product/proposals.md; full screen on phones. Its form starts fresh on each opening. */
export function ApplicationModal({ opened, onClose, proposal, isSending, onSubmit }: ApplicationModalProps) {
  return (
    <ProposalModal opened={opened} onClose={onClose} title="Enviar proposta" closeOnClickOutside={!isSending} closeOnEscape={!isSending}>
      <Stack gap="lg">
        <ProposalBand
          logoUrl={proposal.logoUrl}
          brandName={proposal.brandName}
          name={proposal.name}
          detail={`${proposal.brandName} · ${partnershipTypeLabels[proposal.partnershipType]} · ${formatCents(proposal.valueCents)}`}
        />
        <ApplicationForm proposal={proposal} isSending={isSending} onSubmit={onSubmit} onCancel={onClose} />
      </Stack>
    </ProposalModal>
  );
}
