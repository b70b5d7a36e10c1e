import { applicationQueryOptions } from '@ma/api-client/query';
import { Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { useQuery } from '@tanstack/react-query';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { ProposalModal } from '../apply/proposal-modal.tsx';
import { ApplicationDetails } from './application-details.tsx';
import { WithdrawSection } from './withdraw-section.tsx';

interface ApplicationDialogProps {
  /** The application shown; null when the dialog is closed. */
  applicationId: string | null;
  onClose: () => void;
}

/** An application opened from 'Minhas candidaturas', read anew (the brand may have answered); full screen on phones. */
export function ApplicationDialog({ applicationId, onClose }: ApplicationDialogProps) {
  return (
    <ProposalModal opened={applicationId !== null} onClose={onClose} title="Sua candidatura" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      {applicationId && <ApplicationContent applicationId={applicationId} onClose={onClose} />}
    </ProposalModal>
  );
}

function ApplicationContent({ applicationId, onClose }: { applicationId: string; onClose: () => void }) {
  const api = useApi();
  const query = useQuery(applicationQueryOptions(api, applicationId));
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Carregando candidatura">
        <Skeleton height={68} radius="md" />
        <Skeleton height={24} width="60%" radius="sm" />
        <Skeleton height={72} radius="md" />
        <Skeleton height={48} radius="md" />
      </Stack>
    );
  }
  if (query.isError) return <LoadError title="Não foi possível carregar sua candidatura." {...retryOf(query)} />;
  return (
    <Stack gap="xl">
      <ApplicationDetails application={query.data} />
      <WithdrawSection application={query.data} onWithdrawn={onClose} />
    </Stack>
  );
}
