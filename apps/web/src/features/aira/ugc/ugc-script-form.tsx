import { airaMessages, UGC_SCRIPT_COST, type UgcFormat, type UgcTone } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { TextInput } from '@ma/ui/text-input';
import { SegmentedChoice } from '@ma/ui/segmented-choice';
import { Input, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { IconMovie } from '@tabler/icons-react';
import { useId } from 'react';
import { useZodForm, type InputProps } from '../../../lib/form.ts';
import { setServerErrors } from '../../../lib/server-errors.ts';
import { CostSummary, useCanPay } from '../../../components/paid/cost-summary.tsx';
import { ProposalSelect } from '../proposal-select.tsx';
import { RequestError } from '../../../components/paid/request-error.tsx';
import { useBriefProposals } from '../use-brief-proposals.ts';
import { durationOptions, formatOptions, toneOptions } from './ugc-choices.ts';
import { useCreateUgcScript } from './use-create-ugc-script.ts';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.ugcScriptRequestSchema);

const initial = {
  product: '',
  audience: '',
  tone: null as UgcTone | null,
  duration: 30,
  format: null as UgcFormat | null,
  proposalId: null as string | null,
};

interface BriefSelectProps<T extends string> extends InputProps<T | null> {
  label: string;
  placeholder: string;
  data: { value: T; label: string }[];
}

/** One of the brief's required choices (tone, format): once chosen it cannot be emptied again; its message is announced. */
function BriefSelect<T extends string>({ value = null, ...props }: BriefSelectProps<T>) {
  return (
    <Select<T>
      {...props}
      value={value}
      allowDeselect={false}
      checkIconPosition="right"
      errorProps={{ role: 'alert' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * 'Criar roteiro UGC': the brief, checked with the API's own schema, and its cost. A refusal or
 * a failure is said above the button and leaves every field as it was typed.
 */
export function UgcScriptForm() {
  const form = useZodForm(loadSchema, initial);
  const { create, isPending, error } = useCreateUgcScript({ onFieldErrors: (fields) => setServerErrors(form, fields) });
  const { blocked } = useCanPay(UGC_SCRIPT_COST);
  const briefs = useBriefProposals(undefined);
  const durationLabel = useId();
  const { values, errors } = form;
  return (
    <Paper component="section" aria-labelledby="ugc-form-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={form.onSubmit((payload) => {
          if (!blocked) create(payload);
        })}
      >
        <Stack gap="md">
          <Text id="ugc-form-title" fw={700} fz={18}>
            Briefing do roteiro
          </Text>
          <TextInput label="Produto" placeholder="Ex.: Sérum Vitamina C da Lumière" {...form.getInputProps('product')} />
          <TextInput label="Público" placeholder="Ex.: mulheres de 25 a 40 anos com pele oleosa" {...form.getInputProps('audience')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <BriefSelect label="Tom" placeholder="Escolha o tom" data={toneOptions} {...form.getInputProps('tone')} />
            <BriefSelect label="Formato" placeholder="Escolha o formato" data={formatOptions} {...form.getInputProps('format')} />
          </SimpleGrid>
          <Stack gap={4}>
            <Input.Label id={durationLabel} labelElement="div">
              Duração
            </Input.Label>
            <SegmentedChoice
              data={durationOptions}
              value={String(values.duration)}
              onChange={(duration) => form.setFieldValue('duration', Number(duration))}
              aria-labelledby={durationLabel}
            />
            {errors.duration && (
              <Text size="xs" c="red.8" role="alert">
                {errors.duration}
              </Text>
            )}
          </Stack>
          <ProposalSelect
            label="Proposta (opcional)"
            proposals={briefs.proposals}
            loading={briefs.isPending}
            clearable
            value={values.proposalId}
            onChange={(id) => form.setFieldValue('proposalId', id)}
            error={errors.proposalId}
          />
          {error !== null && <RequestError error={error} />}
          <CostSummary costLine={airaMessages.scriptCost(UGC_SCRIPT_COST)} cost={UGC_SCRIPT_COST}>
            <Button type="submit" size="md" disabled={isPending || blocked} loading={isPending} leftSection={<IconMovie size={18} aria-hidden />}>
              Criar roteiro
            </Button>
          </CostSummary>
        </Stack>
      </form>
    </Paper>
  );
}
