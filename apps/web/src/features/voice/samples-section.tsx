import type { VoiceCloning } from '@ma/api-client/schemas';
import { airaMessages, isVoiceProfileActive, MAX_VOICE_SAMPLES } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { FileButton, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { IconUpload } from '@tabler/icons-react';
import { SampleList } from './sample-list.tsx';
import { SamplesMeter } from './samples-meter.tsx';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { useSampleUpload } from './use-sample-upload.ts';

/** Extensions and types together: some phones' pickers go by one, some by the other. */
const ACCEPT = '.mp3,.wav,.m4a,.ogg,audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,audio/ogg';

/** Step 1: the samples, what they must be, their total, and sending more. */
export function SamplesSection({ state }: { state: VoiceCloning }) {
  const { send, sending, problems } = useSampleUpload(state.samples);
  const full = state.samples.length >= MAX_VOICE_SAMPLES;
  // A profile on its way or made was made from these: new ones would change nothing.
  const locked = state.profile !== null && isVoiceProfileActive(state.profile.status);
  return (
    <SectionCard step={1} title="Amostras de voz">
      <Text size="sm">
        Grave de 1 a 3 trechos falando naturalmente, em um lugar silencioso e só com a sua voz. Cada trecho precisa de pelo menos 10 segundos; juntos,
        de 30 segundos a 5 minutos. Arquivos MP3, WAV, M4A ou OGG, até 25 MB cada.
      </Text>
      <SamplesMeter totalSeconds={state.totalSeconds} />
      <SampleList samples={state.samples} />
      {locked ? (
        <Text size="sm" c="dimmed">
          Seu perfil de voz foi feito com estas amostras. Para usar outras, exclua o perfil de voz.
        </Text>
      ) : (
        <Stack gap={6} align="flex-start">
          <FileButton onChange={(files) => void send(files)} accept={ACCEPT} multiple disabled={full || sending !== null}>
            {(props) => (
              <Button {...props} variant="secondary" radius="xl" loading={sending !== null} leftSection={<IconUpload size={18} aria-hidden />}>
                Enviar amostras
              </Button>
            )}
          </FileButton>
          {sending && (
            <Text size="sm" c="dimmed" role="status">
              Enviando {sending}...
            </Text>
          )}
          {full && (
            <Text size="sm" c="dimmed">
              {airaMessages.samplesLimit} Exclua uma para enviar outra.
            </Text>
          )}
        </Stack>
      )}
      {problems.length > 0 && (
        <FailureAlert title="Algumas amostras não foram aceitas" role="alert">
          <List size="sm" spacing={4}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </FailureAlert>
      )}
    </SectionCard>
  );
}
