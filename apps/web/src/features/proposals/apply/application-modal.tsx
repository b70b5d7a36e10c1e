import type { Proposal } from '@ma/api-client/schemas';
import { partnershipTypeLabels, formatCents, isNarrowLayout, reaisToCentavos } from '@ma/domain';
import { Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { useViewportWidth } from '../card/use-viewport-width.ts';
import { ApplicationForm, type SubmitApplication } from './application-form.tsx';
import { modalStyles } from './modal-styles.ts';

interface ApplicationModalProps {
  opened: boolean;
  onClose: () => void;
  proposal: Proposal;
  isSending: boolean;
  onSubmit: SubmitApplication;
}

/** The application modal of docs/product/proposals.md; full screen on phones. Its form starts fresh on each opening. */
export function ApplicationModal({ opened, onClose, proposal, isSending, onSubmit }: ApplicationModalProps) {
  const narrow = isNarrowLayout(useViewportWidth());
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Enviar proposta"
      centered
      radius={narrow ? 0 : 'lg'}
      size="lg"
      fullScreen={narrow}
      closeOnClickOutside={!isSending}
      closeOnEscape={!isSending}
      styles={modalStyles}
    >
      <Stack gap="lg">
        <Group wrap="nowrap" gap="sm" p="sm" bg="brand.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <BrandLogo logoUrl={proposal.logoUrl} name={proposal.brandName} size={44} />
          <Stack gap={0} miw={0}>
            <Text fw={700} lineClamp={2}>
              {proposal.name}
            </Text>
            <Text size="sm" c="dimmed">
              {proposal.brandName} · {partnershipTypeLabels[proposal.partnershipType]} · {formatCents(reaisToCentavos(proposal.value))}
            </Text>
          </Stack>
        </Group>
        <ApplicationForm proposal={proposal} isSending={isSending} onSubmit={onSubmit} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
