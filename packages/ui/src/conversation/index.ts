export { ConversationThread, type ConversationThreadProps, type OlderMessages, type ThreadMessage } from './conversation-thread.tsx';
export { MessageComposer, type MessageComposerProps } from './message-composer.tsx';
export { MessageText } from './message-text.tsx';
export { ReportButton, type ReportButtonProps } from './report-button.tsx';
export { useKeptMessages, useThreadPages, type ThreadPagesQuery } from './kept-messages.ts';
