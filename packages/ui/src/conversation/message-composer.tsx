import { MESSAGE_MAX_LENGTH, messageBodyError } from '@ma/domain';
import { Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../button/button.tsx';

export interface MessageComposerProps {
  /** Sends the trimmed text; the box empties once it resolves and keeps the text if it throws. */
  onSend: (body: string) => Promise<unknown>;
  /** @default 'Escreva uma mensagem' */
  label?: string;
}

/**
 * The box under a conversation: plain text up to 2,000 characters (the API's rule, said before
 * sending), 'Enviar' or Ctrl+Enter. Nothing typed is lost when a send fails: the text stays.
 */
export function MessageComposer({ onSend, label = 'Escreva uma mensagem' }: MessageComposerProps) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    const problem = messageBodyError(body);
    setError(problem);
    if (problem || sending) return;
    setSending(true);
    try {
      await onSend(body.trim());
      setBody('');
    } catch {
      // The caller says why (a toast); the text stays to be sent again.
    } finally {
      setSending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const shortcut = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };
  const length = body.trim().length;
  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label={label}
        value={body}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={shortcut}
        error={error}
        rows={3}
      />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="xs" c={length > MESSAGE_MAX_LENGTH ? 'red.8' : 'dimmed'} aria-live="polite">
          {length.toLocaleString('pt-BR')}/{MESSAGE_MAX_LENGTH.toLocaleString('pt-BR')}
        </Text>
        <Button type="submit" loading={sending} leftSection={<IconSend size={18} aria-hidden />}>
          Enviar
        </Button>
      </Group>
    </form>
  );
}
