import { conversationMessages, formatMessageTime, type ConversationSide } from '@ma/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { MessageText } from './message-text.tsx';

/** A message as the thread shows it. */
export interface ThreadMessage {
  id: string;
  authorName: string;
  body: string;
  /** ISO instant. */
  createdAt: string;
  /** Who wrote it: the creator or the brand's team. */
  side: ConversationSide;
  /** Written by the person reading it: 'Você' instead of the name. */
  mine: boolean;
}

export interface ConversationThreadProps {
  /** Oldest first: the newest at the bottom. */
  messages: readonly ThreadMessage[];
  /** When the other side last read it (ISO instant); null if never. @default null */
  seenAt?: string | null;
  /** Names the list for assistive technology, e.g. 'Conversa com Lumière'. */
  label: string;
  /**
   * The reader's side: its messages on the right, in the brand's colour, with 'Visto' under the
   * last once the other side read it. None (an operator reading a report): every message on the
   * left. @default undefined
   */
  side?: ConversationSide | undefined;
}

/**
 * The messages of a conversation, oldest first, each with its author and time; the reader's side
 * on the right. Under its last message, 'Visto' once the other side read it.
 */
export function ConversationThread({ messages, seenAt = null, label, side }: ConversationThreadProps) {
  if (messages.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {conversationMessages.empty}
      </Text>
    );
  const ours = (message: ThreadMessage) => side !== undefined && message.side === side;
  const lastOurs = messages.findLast(ours);
  const seen = lastOurs && seenAt !== null && seenAt >= lastOurs.createdAt;
  return (
    <Stack component="ol" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <Stack component="li" key={message.id} gap={2} align={ours(message) ? 'flex-end' : 'flex-start'}>
          <Paper
            radius="lg"
            px="sm"
            py={6}
            maw="85%"
            bg={ours(message) ? 'brand.0' : 'gray.1'}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            <Text size="xs" fw={700} c="dimmed">
              {message.mine ? 'Você' : message.authorName}
            </Text>
            <Text size="sm">
              <MessageText body={message.body} />
            </Text>
          </Paper>
          <Text size="xs" c="dimmed">
            {formatMessageTime(message.createdAt)}
            {seen && message.id === lastOurs.id && ` · ${conversationMessages.seen}`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
