import type { VoiceProfile } from '@ma/api-client/schemas';
import { isVoiceProfilePending, voiceProfileStatusLabels, type VoiceProfileStatus } from '@ma/domain';
import { PlainList } from '@ma/ui/plain-list';
import { Group, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import { IconCheck, IconClock, IconWaveSine } from '@tabler/icons-react';
import { StatusBadge, type StatusTone } from './status-badge.tsx';

const steps: { status: Exclude<VoiceProfileStatus, 'failed'>; icon: typeof IconCheck }[] = [
  { status: 'queued', icon: IconClock },
  { status: 'processing', icon: IconWaveSine },
  { status: 'ready', icon: IconCheck },
];
const statusColor: Record<VoiceProfileStatus, StatusTone> = { queued: 'gray', processing: 'blue', ready: 'teal', failed: 'red' };
const progressValue: Record<VoiceProfileStatus, number> = { queued: 15, processing: 60, ready: 100, failed: 100 };

/**
 * Where the profile is: Na fila → Processando → Pronta (or Falhou), as a bar and three steps.
 * The page asks for news every 2 s while it is on its way; the status is a live region, so a
 * screen reader hears it change.
 */
export function ProfileProgress({ profile }: { profile: VoiceProfile }) {
  const pending = isVoiceProfilePending(profile.status);
  const reached = steps.findIndex((step) => step.status === profile.status);
  return (
    <Stack gap="sm">
      <Group gap="sm" role="status" aria-live="polite">
        <Text size="sm" fw={600}>
          Perfil de voz:
        </Text>
        <StatusBadge tone={statusColor[profile.status]} size="lg" testId="voice-profile-status">
          {voiceProfileStatusLabels[profile.status]}
        </StatusBadge>
        {pending && <Loader size="xs" type="dots" aria-hidden />}
      </Group>
      <Progress.Root size="sm" radius="xl">
        <Progress.Section
          value={progressValue[profile.status]}
          color={statusColor[profile.status]}
          striped={pending}
          animated={pending}
          withAria={false}
          role="progressbar"
          aria-label="Andamento do perfil de voz"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progressValue[profile.status]}
          aria-valuetext={voiceProfileStatusLabels[profile.status]}
        />
      </Progress.Root>
      {profile.status !== 'failed' && (
        <PlainList ordered inline gap="md" aria-label="Etapas do perfil de voz">
          {steps.map((step, index) => {
            const done = index <= reached;
            return (
              <Group key={step.status} component="li" gap={6} wrap="nowrap" aria-current={index === reached ? 'step' : undefined}>
                <ThemeIcon size={22} radius="xl" variant={done ? 'filled' : 'light'} color={done ? statusColor[profile.status] : 'gray'} aria-hidden>
                  <step.icon size={14} />
                </ThemeIcon>
                <Text size="sm" c={done ? undefined : 'dimmed'} fw={index === reached ? 600 : 400}>
                  {voiceProfileStatusLabels[step.status]}
                </Text>
              </Group>
            );
          })}
        </PlainList>
      )}
      {pending && (
        <Text size="xs" c="dimmed">
          Isso pode levar alguns minutos. Esta página se atualiza sozinha; você pode sair e voltar depois.
        </Text>
      )}
    </Stack>
  );
}
