import { REPORT_REASON_MAX_LENGTH, conversationMessages } from '@ma/domain';
import { Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../button/button.tsx';
import { Dialog } from '../dialog/dialog.tsx';

export interface ReportButtonProps {
  /** Sends the trimmed reason; the dialog closes once it resolves and keeps the reason if it throws. */
  onReport: (reason: string) => Promise<unknown>;
}

/** 'Denunciar conversa': a dialog that asks why and sends it to the Mais Alcance team. */
export function ReportButton({ onReport }: ReportButtonProps) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const text = reason.trim();
    const problem =
      text === '' ? conversationMessages.reasonRequired : text.length > REPORT_REASON_MAX_LENGTH ? conversationMessages.reasonTooLong : null;
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await onReport(text);
      setReason('');
      setOpened(false);
    } catch {
      // The caller says why; the reason stays.
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button variant="secondary" color="red.9" size="xs" leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Denunciar conversa
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Denunciar conversa">
        <Stack>
          <Text size="sm">A equipe da Mais Alcance vai ler a conversa. Conte o que aconteceu: pedidos fora do combinado, ofensas, golpes.</Text>
          <Textarea label="Motivo" value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={error} rows={4} data-autofocus />
          <Group justify="flex-end">
            <Button variant="secondary" onClick={() => setOpened(false)}>
              Cancelar
            </Button>
            <Button color="red.9" loading={sending} onClick={() => void send()}>
              Enviar denúncia
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
