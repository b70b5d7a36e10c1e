import { voiceOverAudioQueryOptions } from '@ma/api-client/query/voice';
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';

/**
 * A voice-over's audio: fetched with the session (it is personal, never a public URL), played
 * from an object URL, which is let go when the player goes; and a download of the same file.
 */
export function VoiceOverPlayer({ id, label }: { id: string; label: string }) {
  const api = useApi();
  const audio = useQuery(voiceOverAudioQueryOptions(api, id));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!audio.data) return;
    const objectUrl = URL.createObjectURL(audio.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [audio.data]);

  if (audio.isError) {
    return (
      <Text size="sm" c="red.8">
        {failureMessage(audio.error, 'Não foi possível carregar o áudio.')}
      </Text>
    );
  }
  if (!url || !audio.data) {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          Carregando o áudio...
        </Text>
      </Group>
    );
  }
  const extension = audio.data.type.includes('wav') ? 'wav' : 'mp3';
  return (
    <Group gap="sm" wrap="wrap">
      <audio controls src={url} aria-label={label} style={{ width: '100%', maxWidth: 420 }} />
      <Anchor href={url} download={`narracao-${id.slice(0, 8)}.${extension}`} size="sm">
        <Group gap={4} component="span">
          <IconDownload size={16} aria-hidden />
          Baixar áudio
        </Group>
      </Anchor>
    </Group>
  );
}
