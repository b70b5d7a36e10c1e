import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mantine/core';
import { ConversationThread } from './conversation-thread.tsx';
import { MessageComposer } from './message-composer.tsx';
import { ReportButton } from './report-button.tsx';

const meta: Meta<typeof ConversationThread> = { title: 'Conversation', component: ConversationThread };
export default meta;

export const Thread: StoryObj<typeof ConversationThread> = {
  render: () => (
    <Stack maw={560}>
      <ConversationThread
        label="Conversa com Lumière"
        side="creator"
        seenAt="2026-03-02T12:10:00.000Z"
        messages={[
          {
            id: '1',
            side: 'brand',
            mine: false,
            authorName: 'Beatriz Lima',
            body: 'Oi! O briefing está em https://lumiere.com.br/briefing.',
            createdAt: '2026-03-02T12:00:00.000Z',
          },
          {
            id: '2',
            side: 'creator',
            mine: true,
            authorName: 'Ana',
            body: 'Recebi, obrigada!\nGravo no sábado.',
            createdAt: '2026-03-02T12:05:00.000Z',
          },
        ]}
      />
      <MessageComposer onSend={async () => undefined} />
      <ReportButton onReport={async () => undefined} />
    </Stack>
  ),
};
