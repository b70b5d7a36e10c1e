import { deleteVoiceSampleMutationOptions, voiceKeys } from '@ma/api-client/query/voice';
import type { VoiceSample } from '@ma/api-client/schemas';
import { airaMessages, formatSampleSize, formatVoiceDuration } from '@ma/domain';
import { PlainList } from '@ma/ui/plain-list';
import { ActionIcon, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { IconFileMusic, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi } from '../../lib/use-api.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { useVoiceDelete } from './use-voice-delete.ts';

/** The kept samples, each with its name, duration, size and format, and a delete that asks first. */
export function SampleList({ samples }: { samples: readonly VoiceSample[] }) {
  const [deleting, setDeleting] = useState<VoiceSample | null>(null);
  const remove = useVoiceDelete(deleteVoiceSampleMutationOptions(useApi()), {
    errorTitle: 'Não foi possível excluir a amostra',
    deleted: airaMessages.sampleDeleted,
    refresh: voiceKeys.state(),
    onDeleted: () => setDeleting(null),
  });

  if (samples.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma amostra enviada ainda.
      </Text>
    );
  }
  return (
    <>
      <PlainList gap="xs" aria-label="Amostras de voz">
        {samples.map((sample) => (
          <Paper key={sample.id} component="li" withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
                <IconFileMusic size={20} />
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end" title={sample.fileName}>
                  {sample.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatVoiceDuration(sample.durationSeconds)} · {formatSampleSize(sample.sizeBytes)} · {sample.format.toUpperCase()}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                radius="xl"
                aria-label={`Excluir a amostra ${sample.fileName}`}
                onClick={() => setDeleting(sample)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </PlainList>
      <ConfirmModal
        opened={deleting !== null}
        title="Excluir amostra"
        message={deleting ? airaMessages.sampleDeleteConfirm(deleting.fileName) : ''}
        confirmLabel="Excluir"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
