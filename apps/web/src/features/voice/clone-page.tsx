import { voiceCloningQueryOptions } from '@ma/api-client/query/voice';
import type { VoiceCloning } from '@ma/api-client/schemas';
import { Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { useQuery } from '@tanstack/react-query';
import { LoadError, retryOf } from '../../components/load-error.tsx';
import { useApi } from '../../lib/use-api.ts';
import { ProfileSection } from './profile-section.tsx';
import { ProviderNotice } from './provider-notice.tsx';
import { SamplesSection } from './samples-section.tsx';
import { AiraHeader } from '../../components/aira-header.tsx';
import { VoiceOverSection } from './voice-over-section.tsx';
import { PageColumn } from '../../components/page-column.tsx';

/**
 * /aira/clone ('Clone sua voz', docs/product/voice-cloning.md): the samples, the consent and the
 * voice profile followed without a reload, then voice-overs with the voice.
 */
export function ClonePage() {
  const api = useApi();
  const query = useQuery(voiceCloningQueryOptions(api));
  return (
    <PageColumn maw={880}>
      <AiraHeader current="voice" />
      {query.data ? (
        <CloneSteps state={query.data} />
      ) : query.isError ? (
        <LoadError title="Não foi possível carregar sua voz" {...retryOf(query)} />
      ) : (
        <Stack gap="lg" aria-busy="true" aria-label="Carregando sua voz">
          <Skeleton height={220} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      )}
    </PageColumn>
  );
}

function CloneSteps({ state }: { state: VoiceCloning }) {
  return (
    <>
      <ProviderNotice kind={state.provider.kind} />
      <SamplesSection state={state} />
      <ProfileSection state={state} />
      {state.profile?.status === 'ready' && <VoiceOverSection provider={state.provider} />}
    </>
  );
}
