import { isApiError } from '@ma/api-client';
import {
  conversationKeys,
  conversationPagesQueryOptions,
  readConversationMutationOptions,
  reportConversationMutationOptions,
  sendMessageMutationOptions,
} from '@ma/api-client/query/conversations';
import { conversationMessages } from '@ma/domain';
import { ConversationThread, MessageComposer, ReportButton, useThreadPages } from '@ma/ui/conversation';
import { toast } from '@ma/ui/toasts';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';

/**
 * The conversation with the brand's team about one application (docs/product/conversations.md):
 * newest at the bottom, read as it shows (the brand sees 'Visto'), a new message every 15 s
 * while open, 'Carregar mensagens anteriores' a page at a time, and 'Denunciar conversa'. A send
 * that fails keeps the text in the box.
 */
export function ConversationPanel({ applicationId }: { applicationId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(conversationPagesQueryOptions(api, applicationId));
  const { latest, messages, older } = useThreadPages(applicationId, query);
  const { mutate: markRead } = useMutation({
    ...readConversationMutationOptions(api, applicationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
  const unread = latest?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);
  const send = useMutation(sendMessageMutationOptions(api, applicationId));
  const report = useMutation(reportConversationMutationOptions(api, applicationId));

  const onSend = async (body: string) => {
    try {
      await send.mutateAsync({ body });
    } catch (error) {
      toast.error(failureMessage(error, 'Não foi possível enviar a mensagem. Ela continua na caixa para você tentar de novo.'));
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: conversationKeys.one(applicationId) });
  };
  const onReport = async (reason: string) => {
    try {
      await report.mutateAsync(reason);
      toast.success(conversationMessages.reported);
    } catch (error) {
      toast.error(failureMessage(error));
      throw error;
    }
  };

  let body;
  if (query.isPending) body = <Skeleton height={120} radius="md" aria-label="Carregando conversa" />;
  else if (query.isError && isApiError(query.error) && query.error.code === 'CONVERSATION_NOT_FOUND')
    body = (
      <Text size="sm" c="dimmed">
        Esta marca ainda não conversa pela Mais Alcance. Quando a proposta for de uma marca com conta, a conversa aparece aqui.
      </Text>
    );
  else if (!latest) body = <LoadError title="Não foi possível carregar a conversa." {...retryOf(query)} />;
  // Loaded: a failed refresh or older page keeps what is shown (the next refresh tries again).
  else
    body = (
      <>
        <ConversationThread label={`Conversa com ${latest.withName}`} side="creator" messages={messages} seenAt={latest.seenAt} older={older} />
        <MessageComposer onSend={onSend} label={`Mensagem para ${latest.withName}`} />
      </>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={18}>
            Conversa com a marca
          </Title>
          {latest && <ReportButton onReport={onReport} />}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
