import type { ApiClient } from '@ma/api-client';
import { CONVERSATION_PAGE_SIZE } from '@ma/api-client/schemas';
import { isApiError } from '@ma/api-client';
import { getBrandConversation, readBrandConversation, reportBrandConversation, sendBrandMessage } from '@ma/api-client/brand';
import { failureMessage } from '@ma/app-kit/error-message';
import { LoadError } from '@ma/app-kit/load-error';
import { conversationMessages } from '@ma/domain';
import { ConversationThread, MessageComposer, ReportButton, useThreadPages } from '@ma/ui/conversation';
import { RowsSkeleton } from '@ma/ui/states';
import { toast } from '@ma/ui/toasts';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PROPOSALS_KEY } from './proposals-page.tsx';

export const conversationKey = (applicationId: string) => [...PROPOSALS_KEY, 'conversation', applicationId] as const;
/** The unread counts of a proposal's conversations (the 'Candidaturas' list). */
export const conversationsKey = (id: string) => [...PROPOSALS_KEY, 'conversations', id] as const;

/**
 * The team's conversation with one applicant (docs/product/conversations.md): newest at the
 * bottom, read as it shows (she sees 'Visto'), new messages every 15 s while open, 'Carregar
 * mensagens anteriores' a page at a time (the refresh reads the loaded pages again from the newest
 * and keeps what was shown), and 'Denunciar conversa'. Each message names the member who wrote it. A send that fails keeps the
 * text in the box.
 */
export function ConversationPanel({ api, id, applicationId }: { api: ApiClient; id: string; applicationId: string }) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: conversationKey(applicationId),
    queryFn: ({ pageParam }) => getBrandConversation(api, applicationId, { cursor: pageParam ?? undefined, limit: CONVERSATION_PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
    refetchInterval: 15_000,
  });
  const { latest, messages, older } = useThreadPages(applicationId, query);
  const { mutate: markRead } = useMutation({
    mutationFn: () => readBrandConversation(api, applicationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey(id) }),
  });
  const unread = latest?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  const onSend = async (body: string) => {
    try {
      await sendBrandMessage(api, applicationId, { body });
    } catch (error) {
      toast.error(failureMessage(error));
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: conversationKey(applicationId) });
  };
  const onReport = async (reason: string) => {
    try {
      await reportBrandConversation(api, applicationId, { reason });
      toast.success(conversationMessages.reported);
    } catch (error) {
      toast.error(failureMessage(error));
      throw error;
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={18}>
            Conversa
          </Title>
          {latest && <ReportButton onReport={onReport} />}
        </Group>
        {query.isPending ? (
          <RowsSkeleton rows={2} height={56} />
        ) : isApiError(query.error) && query.error.code === 'CONVERSATION_NOT_FOUND' ? (
          <Text size="sm" c="dimmed">
            Esta candidatura não está mais entre as da proposta.
          </Text>
        ) : !latest ? (
          <LoadError title="Não foi possível carregar a conversa" query={query} />
        ) : (
          // Loaded: a failed refresh or older page keeps what is shown (the next refresh tries again).
          <>
            <ConversationThread label={`Conversa com ${latest.withName}`} side="brand" messages={messages} seenAt={latest.seenAt} older={older} />
            <MessageComposer onSend={onSend} label={`Mensagem para ${latest.withName}`} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
