import type { IdeasRequest } from '@ma/api-client/schemas';
import { airaMessages, ideasCost, MAX_THEME_LENGTH } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { SegmentedChoice } from '@ma/ui/segmented-choice';
import { Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { useZodForm } from '../../../lib/form.ts';
import { CostSummary, useCanPay } from '../../../components/paid/cost-summary.tsx';
import { ProposalSelect } from '../proposal-select.tsx';
import { useBriefProposals } from '../use-brief-proposals.ts';
import { CountSlider } from './count-slider.tsx';
import { ProposalBrief } from './proposal-brief.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.ideasRequestSchema);

type Source = IdeasRequest['source'];
const sources: { value: Source; label: string }[] = [
  { value: 'proposal', label: 'Proposta' },
  { value: 'theme', label: 'Tema livre' },
];

const DEFAULT_COUNT = 3;

export interface IdeasFormProps {
  /** The proposal a link named (`/aira?proposal=<id>`). @default undefined */
  preselectedProposalId?: string;
  generating: boolean;
  onGenerate: (payload: IdeasRequest) => void;
}

/**
 * The brief (a proposal, or a theme of the creator's own), how many ideas, and what they cost,
 * checked with the API's own schema before anything is sent.
 */
export function IdeasForm({ preselectedProposalId, generating, onGenerate }: IdeasFormProps) {
  const form = useZodForm(loadSchema, {
    source: 'proposal' as Source,
    proposalId: preselectedProposalId ?? null,
    theme: '',
    count: DEFAULT_COUNT,
  });
  const briefs = useBriefProposals(preselectedProposalId);
  const { values } = form;
  const cost = ideasCost(values.count);
  const { blocked } = useCanPay(cost);
  const selected = briefs.proposals.find((proposal) => proposal.id === values.proposalId);

  // A link to a proposal that closed or never was: nothing stays picked.
  const { preselectedMissing } = briefs;
  // Once, when the answer is known: @mantine/form's setFieldValue is a new function on each
  // render, so listing it would run this (and re-render) without end.
  const clearMissing = useRef(() => form.setFieldValue('proposalId', null));
  useEffect(() => {
    if (preselectedMissing) clearMissing.current();
  }, [preselectedMissing]);

  const theme = form.getInputProps('theme');
  return (
    <Paper component="section" aria-labelledby="ideas-form-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={form.onSubmit((payload) => {
          if (!generating && !blocked) onGenerate(payload);
        })}
      >
        <Stack gap="md">
          <Text id="ideas-form-title" fw={700} fz={18}>
            Sobre o que são as ideias?
          </Text>
          <SegmentedChoice
            data={sources}
            value={values.source}
            onChange={(value) => form.setFieldValue('source', value)}
            aria-label="Origem do briefing"
          />
          {values.source === 'proposal' ? (
            <Stack gap="sm">
              {briefs.error ? (
                <LoadError title="Não foi possível carregar as propostas" error={briefs.error} onRetry={briefs.retry} />
              ) : !briefs.isPending && briefs.proposals.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nenhuma proposta aberta agora. Escreva um tema livre.
                </Text>
              ) : (
                <ProposalSelect
                  proposals={briefs.proposals}
                  loading={briefs.isPending}
                  value={values.proposalId}
                  onChange={(id) => form.setFieldValue('proposalId', id)}
                  error={form.errors.proposalId}
                />
              )}
              {selected && <ProposalBrief proposal={selected} />}
            </Stack>
          ) : (
            <Textarea
              label="Tema"
              placeholder="Ex.: rotina de skincare para quem tem pouco tempo de manhã"
              rows={4}
              resize="vertical"
              {...theme}
              description={
                <Text component="span" size="xs" c={values.theme.length > MAX_THEME_LENGTH ? 'red.8' : 'dimmed'}>
                  {values.theme.length}/{MAX_THEME_LENGTH} caracteres
                </Text>
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              errorProps={{ role: 'alert' }}
            />
          )}
          <CountSlider value={values.count} onChange={(count) => form.setFieldValue('count', count)} error={form.errors.count} />
          <CostSummary costLine={airaMessages.ideasCost(values.count, cost)} cost={cost}>
            <Button
              type="submit"
              size="md"
              disabled={generating || blocked}
              loading={generating}
              leftSection={<IconSparkles size={18} aria-hidden />}
            >
              {`Gerar ${airaMessages.ideaCount(values.count)}`}
            </Button>
          </CostSummary>
        </Stack>
      </form>
    </Paper>
  );
}
