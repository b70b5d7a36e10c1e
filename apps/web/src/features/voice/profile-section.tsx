import { createVoiceProfileMutationOptions, deleteVoiceProfileMutationOptions, voiceKeys } from '@ma/api-client/query/voice';
import type { VoiceCloning } from '@ma/api-client/schemas';
import { airaMessages, errorMessage, VOICE_CONSENT_TEXT, voiceProfileProblem } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Checkbox } from '@ma/ui/checkbox';
import { toast } from '@ma/ui/toasts';
import { Group, Button as MantineButton, Stack, Text } from '@mantine/core';
import { IconTrash, IconWand } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { useVoiceDelete } from './use-voice-delete.ts';
import { ProfileProgress } from './profile-progress.tsx';
import { FailureAlert } from '../../components/failure-alert.tsx';
import { SectionCard } from '../../components/section-card.tsx';

/** Step 2: the consent and the profile, then its progress; and deleting it with the samples. */
export function ProfileSection({ state }: { state: VoiceCloning }) {
  const { profile } = state;
  return (
    <SectionCard step={2} title="Perfil de voz">
      {profile && <ProfileProgress profile={profile} />}
      {profile?.status === 'failed' && (
        <FailureAlert title="Não foi possível criar seu perfil de voz">{profile.failure ?? airaMessages.voiceProfileFailed}</FailureAlert>
      )}
      {profile?.status === 'ready' && <Text size="sm">Sua voz está pronta. Gere narrações logo abaixo.</Text>}
      {(!profile || profile.status === 'failed') && <CreateProfileForm state={state} retry={profile !== null} />}
      {profile && <DeleteProfile />}
    </SectionCard>
  );
}

function CreateProfileForm({ state, retry }: { state: VoiceCloning; retry: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [consent, setConsent] = useState(false);
  const create = useMutation({
    ...createVoiceProfileMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: () => toast.success(airaMessages.profileQueued),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voiceKeys.state() }),
  });
  const unavailable = !state.provider.synthesisAvailable;
  const problem = voiceProfileProblem(state.samples, consent);
  const reason = unavailable ? airaMessages.synthesisNeedsProvider : problem ? errorMessage(problem) : null;
  return (
    <Stack gap="sm">
      <Text size="sm">Só crie um perfil com a sua própria voz. Guardamos a sua confirmação, com a data, junto do perfil.</Text>
      <Checkbox label={VOICE_CONSENT_TEXT} checked={consent} onChange={(event) => setConsent(event.currentTarget.checked)} />
      <Group gap="sm" align="center">
        <Button
          radius="xl"
          leftSection={<IconWand size={18} aria-hidden />}
          disabled={reason !== null}
          loading={create.isPending}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => create.mutate(true)}
        >
          {retry ? 'Criar perfil de novo' : 'Criar perfil de voz'}
        </Button>
      </Group>
      {reason && (
        <Text size="sm" c="dimmed" id={reasonId}>
          {reason}
        </Text>
      )}
      {create.isError && (
        <Text size="sm" c="red.9" role="alert">
          {failureMessage(create.error)}
        </Text>
      )}
    </Stack>
  );
}

function DeleteProfile() {
  const [asking, setAsking] = useState(false);
  const remove = useVoiceDelete(deleteVoiceProfileMutationOptions(useApi()), {
    errorTitle: 'Não foi possível excluir o perfil de voz',
    deleted: airaMessages.profileDeleted,
    refresh: voiceKeys.all,
    onDeleted: () => setAsking(false),
  });
  const label = 'Excluir perfil de voz';
  return (
    <>
      <Group>
        <MantineButton
          variant="subtle"
          color="red"
          c="red.9"
          radius="xl"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {label}
        </MantineButton>
      </Group>
      <ConfirmModal
        opened={asking}
        title={label}
        message={airaMessages.profileDeleteConfirm}
        confirmLabel="Excluir"
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
