import { conversationMessages, formatDateAtTime, type ConversationSide } from '@ma/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '../button/button.tsx';
import { PlainList } from '../plain-list/plain-list.tsx';
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
  /**
   * 'Mensagens anteriores': the messages written before the first one shown, when there are
   * any. A 'Carregar mensagens anteriores' button at the top asks for them; once they are in
   * `messages`, the thread keeps the message that was first where it was on the screen.
   * @default undefined (nothing older)
   */
  older?: OlderMessages | undefined;
}

/** The messages before the first one shown, for 'Carregar mensagens anteriores'. */
export interface OlderMessages {
  /** Asks for them; they arrive as new first items of `messages`. */
  onLoad: () => void;
  /** A request for them is under way. @default false */
  loading?: boolean;
  /** The last request for them failed: says so, and the button tries again. @default false */
  failed?: boolean;
}

/** The nearest ancestor of `element` that scrolls, or the page. */
function scrollerOf(element: HTMLElement): HTMLElement | undefined {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return undefined;
}

/**
 * Keeps the first message where it is on the screen while older ones arrive above it: records
 * its place when they are asked for, and scrolls by what it moved once they are in the list.
 */
function useKeptPlace(firstId: string | undefined) {
  const list = useRef<HTMLElement | null>(null);
  const kept = useRef<{ id: string; top: number } | null>(null);
  useLayoutEffect(() => {
    const place = kept.current;
    if (!place || place.id === firstId) return;
    kept.current = null;
    const items = list.current?.querySelectorAll<HTMLElement>('[data-message-id]') ?? [];
    const item = [...items].find((element) => element.dataset['messageId'] === place.id);
    if (!item) return;
    const moved = item.getBoundingClientRect().top - place.top;
    if (moved === 0) return;
    const scroller = scrollerOf(item);
    if (scroller) scroller.scrollTop += moved;
    else window.scrollBy(0, moved);
  }, [firstId]);
  const keep = () => {
    const first = list.current?.querySelector<HTMLElement>('[data-message-id]');
    if (first?.dataset['messageId']) kept.current = { id: first.dataset['messageId'], top: first.getBoundingClientRect().top };
  };
  const attach = (element: HTMLElement | null) => {
    list.current = element;
  };
  return { list: attach, keep };
}

/**
 * The messages of a conversation, oldest first, each with its author and time; the reader's side
 * on the right. Under its last message, 'Visto' once the other side read it.
 */
export function ConversationThread({ messages, seenAt = null, label, side, older }: ConversationThreadProps) {
  const { list, keep } = useKeptPlace(messages[0]?.id);
  if (messages.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {conversationMessages.empty}
      </Text>
    );
  const ours = (message: ThreadMessage) => side !== undefined && message.side === side;
  const lastOurs = messages.findLast(ours);
  const seen = lastOurs && seenAt !== null && seenAt >= lastOurs.createdAt;
  const loadOlder = () => {
    keep();
    older?.onLoad();
  };
  const thread = (
    // No scroll anchoring of the browser's own inside the list: useKeptPlace moves the page once.
    <PlainList ordered ref={list} gap="xs" aria-label={label} style={{ overflowAnchor: 'none' }}>
      {messages.map((message) => (
        <Stack component="li" key={message.id} data-message-id={message.id} gap={2} align={ours(message) ? 'flex-end' : 'flex-start'}>
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
            {formatDateAtTime(message.createdAt)}
            {seen && message.id === lastOurs.id && ` · ${conversationMessages.seen}`}
          </Text>
        </Stack>
      ))}
    </PlainList>
  );
  if (!older) return thread;
  return (
    <Stack gap="sm">
      <Stack gap={4} align="center">
        {older.failed && !older.loading && (
          <Text size="sm" c="red.8" role="alert" ta="center">
            Não foi possível carregar as mensagens anteriores. Tente de novo.
          </Text>
        )}
        <Button variant="secondary" size="xs" loading={older.loading ?? false} onClick={loadOlder}>
          Carregar mensagens anteriores
        </Button>
      </Stack>
      {thread}
    </Stack>
  );
}
