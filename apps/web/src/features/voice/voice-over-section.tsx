import { ugcScriptQueryOptions, ugcScriptsQueryOptions } from '@ma/api-client/query/aira';
import type { UgcScript, VoiceCloning } from '@ma/api-client/schemas';
import { airaMessages, formatCount, MAX_VOICE_OVER_TEXT_LENGTH, VOICE_OVER_COST } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group, Select, Stack, Textarea } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import { IconMicrophone2 } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CostSummary, useCanPay } from '../../components/paid/cost-summary.tsx';
import { RequestError } from '../../components/paid/request-error.tsx';
import { useApi } from '../../lib/use-api.ts';
import { useZodForm } from '../../lib/form.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useVoiceOver } from './use-voice-over.ts';
import { VoiceOverList } from './voice-over-list.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.voiceOverRequestSchema);

/** What a UGC script has the creator say, scene after scene: the text a voice-over reads. */
export const narrationOf = (script: Pick<UgcScript, 'scenes'>): string =>
  script.scenes
    .map((scene) => scene.says.trim())
    .filter(Boolean)
    .join('\n');

/**
 * Step 3, once the voice is ready: a text (or one of the creator's UGC scripts) read with it, for
 * 1 credit; the cost and the balance are said before it is sent, as on every paid request.
 */
export function VoiceOverSection({ provider }: { provider: VoiceCloning['provider'] }) {
  const [latestId, setLatestId] = useState<string | null>(null);
  const form = useZodForm(loadSchema, { text: '', ugcScriptId: null as string | null });
  const voiceOver = useVoiceOver((id) => {
    setLatestId(id);
    form.reset();
  });
  const unavailable = provider.synthesisAvailable ? null : airaMessages.synthesisNeedsProvider;
  const { blocked } = useCanPay(VOICE_OVER_COST, unavailable);
  const length = form.values.text.trim().length;
  return (
    <SectionCard step={3} title="Narração com a sua voz">
      <form
        noValidate
        onSubmit={form.onSubmit((payload) => {
          if (!(voiceOver.pending || blocked)) voiceOver.send(payload);
        })}
      >
        <Stack gap="sm">
          <ScriptPicker
            value={form.values.ugcScriptId}
            onPick={(id, text) => {
              form.setFieldValue('ugcScriptId', id);
              if (text !== null) form.setFieldValue('text', text);
            }}
          />
          <Textarea
            label="Texto da narração"
            description={`${formatCount(length)}/${formatCount(MAX_VOICE_OVER_TEXT_LENGTH)} caracteres`}
            placeholder="Escreva o que a sua voz vai falar."
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('text')}
          />
          <CostSummary costLine={airaMessages.voiceOverCost(VOICE_OVER_COST)} cost={VOICE_OVER_COST} unavailable={unavailable}>
            <Group gap="sm" align="center">
              <Button
                type="submit"
                radius="xl"
                disabled={blocked}
                loading={voiceOver.pending}
                leftSection={<IconMicrophone2 size={18} aria-hidden />}
              >
                Gerar narração
              </Button>
              {provider.kind === 'demo' && <StatusBadge tone="grape">Demonstração</StatusBadge>}
            </Group>
          </CostSummary>
          {voiceOver.error && <RequestError error={voiceOver.error} />}
        </Stack>
      </form>
      <VoiceOverList latestId={latestId} />
    </SectionCard>
  );
}

/** The creator's UGC scripts, when there are any: picking one fills the text with what it has them say. */
function ScriptPicker({ value, onPick }: { value: string | null; onPick: (id: string | null, text: string | null) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const scripts = useQuery(ugcScriptsQueryOptions(api));
  const [loading, setLoading] = useState(false);
  // Optional: without scripts (or while the list cannot be read) the creator simply writes.
  if (!scripts.data || scripts.data.items.length === 0) return null;
  return (
    <Select
      label="Usar um roteiro UGC (opcional)"
      placeholder="Escolha um dos seus roteiros"
      data={scripts.data.items.map((script) => ({ value: script.id, label: script.title }))}
      value={value}
      clearable
      disabled={loading}
      comboboxProps={{ withinPortal: true }}
      onChange={async (id) => {
        if (!id) return onPick(null, null);
        setLoading(true);
        try {
          const script = await queryClient.fetchQuery(ugcScriptQueryOptions(api, id));
          onPick(id, narrationOf(script));
        } catch {
          onPick(null, null);
        } finally {
          setLoading(false);
        }
      }}
    />
  );
}
