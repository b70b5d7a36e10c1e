import { appliedProposalsQueryOptions } from '@ma/api-client/query';
import { conversationListQueryOptions } from '@ma/api-client/query/conversations';
import { Button } from '@ma/ui/button';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { CardSkeletons, NoProposals } from '../list/list-states.tsx';
import { ApplicationDialog } from './application-dialog.tsx';
import { ApplicationItem } from './application-item.tsx';

/** 'Minhas candidaturas': every application sent, newest first as the API returns them; each opens in a dialog. */
export function ApplicationsList({ onBrowse }: { onBrowse: () => void }) {
  const api = useApi();
  const query = useQuery(appliedProposalsQueryOptions(api));
  // The unread counts: the list shows without them while they load or if they fail.
  const conversations = useQuery({ ...conversationListQueryOptions(api), refetchInterval: false });
  const unread = new Map(conversations.data?.items.map((item) => [item.applicationId, item.unread]));
  const [openedId, setOpenedId] = useState<string | null>(null);

  if (query.isPending) return <CardSkeletons count={2} label="Carregando candidaturas" />;
  if (query.isError) {
    return <LoadError title="Não foi possível carregar suas candidaturas." {...retryOf(query)} />;
  }
  if (query.data.items.length === 0) {
    return (
      <NoProposals
        title="Você ainda não enviou propostas"
        text="Quando você enviar uma proposta para uma publi, ela aparece aqui com o status da análise da marca."
        action={
          <Button variant="rounded" mt="xs" onClick={onBrowse}>
            Ver publis
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Stack component="ul" gap="md" p={0} m={0} aria-label="Minhas candidaturas">
        {query.data.items.map((application) => (
          <ApplicationItem key={application.id} application={application} unread={unread.get(application.id)} onOpen={setOpenedId} />
        ))}
      </Stack>
      <ApplicationDialog applicationId={openedId} onClose={() => setOpenedId(null)} />
    </>
  );
}
