import { createAdminProposal } from '@ma/api-client/admin';
import { toast } from '@ma/ui/toasts';
import { Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RoleOnly } from '../../../components/role-only.tsx';
import { ProposalForm } from '../../../features/proposals/proposal-form.tsx';
import { proposalKey } from '../../../features/proposals/proposal-page.tsx';
import { TextLink } from '../../../features/proposals/router-links.tsx';

export const Route = createFileRoute('/_signed-in/proposals/new')({
  component: function NewProposal() {
    const { api, me } = Route.useRouteContext();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    return (
      <RoleOnly screen="/proposals" me={me}>
        <Stack maw={1000}>
          <TextLink to="/proposals" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} aria-hidden /> Propostas
            </Group>
          </TextLink>
          <Title order={1} fz={26}>
            Nova proposta
          </Title>
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
