import { createAdminProposal } from '@ma/api-client/admin';
import { PageHeader } from '@ma/ui/page';
import { toast } from '@ma/ui/toasts';
import { Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';
import { ProposalForm } from '../../../features/proposals/proposal-form.tsx';
import { proposalKey } from '../../../features/proposals/proposal-page.tsx';
import { BackToProposals } from '../../../features/proposals/back-to-proposals.tsx';

export const Route = createFileRoute('/_signed-in/proposals/new')({
  component: function NewProposal() {
    const { api, me } = Route.useRouteContext();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    return (
      <RoleOnly screen="/proposals" me={me}>
        <Stack maw={1000}>
          <BackToProposals />
          <PageHeader title="Nova proposta" />
          <Paper withBorder p="md" radius="md">
            <ProposalForm
              api={api}
              submitLabel="Publicar proposta"
              onSubmit={async (values) => {
                const proposal = await createAdminProposal(api, values);
                queryClient.setQueryData(proposalKey(proposal.id), proposal);
                await queryClient.invalidateQueries({ queryKey: ['admin', 'proposals', 'list'] });
                toast.success('Proposta publicada.');
                await navigate({ to: '/proposals/$id', params: { id: proposal.id } });
              }}
            />
          </Paper>
        </Stack>
      </RoleOnly>
    );
  },
});
