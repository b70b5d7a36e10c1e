import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Fieldset.css';
import { getCategories, type ApiClient } from '@ma/api-client';
import { brandProposalPayloadSchema, type BrandProposal } from '@ma/api-client/brand';
import { citiesQueryOptions, statesQueryOptions } from '@ma/api-client/query';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { audienceGenderLabels, partnershipTypeLabels, partnershipTypes, saoPauloDay } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Checkbox } from '@ma/ui/checkbox';
import { FormError } from '@ma/ui/form';
import { ActionIcon, Fieldset, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';

// The back office's proposal form (apps/backoffice/src/features/proposals/proposal-form.tsx), with
// its labels and its schema; the brand gives its logo as an address, and saves a draft or sends it.

export type ProposalInput = z.output<typeof brandProposalPayloadSchema>;

// A count of followers, both bounds: whole, with the thousands dotted as in pt-BR (10.000).
const FOLLOWERS_INPUT = { min: 0, thousandSeparator: '.', decimalSeparator: ',', allowDecimal: false, hideControls: true } as const;

/** The form's own values: what the inputs hold ('' for an empty number or date). */
export interface ProposalFormValues {
  name: string;
  brandName: string;
  description: string;
  categoriesOfInfluencer: string[];
  partnershipType: string;
  value: number | '';
  isMappingInfluencers: boolean;
  acceptsNegotiations: boolean;
  isSilversAlloweds: boolean;
  minFollowers: number | '';
  maxFollowers: number | '';
  locationOfInfluencer: { state: string; city: string[] }[];
  audienceStates: string[];
  audienceMinAge: number | '';
  audienceMaxAge: number | '';
  audienceGender: string | null;
  logoUrl: string | null;
  validUntil: string;
}

/** A new proposal's values: the brand's name as its 'Marca'. */
export const emptyProposal = (brandName: string): ProposalFormValues => ({
  name: '',
  brandName,
  description: '',
  categoriesOfInfluencer: [],
  partnershipType: 'cache',
  value: '',
  isMappingInfluencers: false,
  acceptsNegotiations: false,
  isSilversAlloweds: false,
  minFollowers: '',
  maxFollowers: '',
  locationOfInfluencer: [],
  audienceStates: [],
  audienceMinAge: '',
  audienceMaxAge: '',
  audienceGender: null,
  logoUrl: null,
  validUntil: '',
});

/**
 * A brand's proposal's fields as the form holds them (the API keeps them as the schema made them);
 * once published, its last day is the published proposal's (São Paulo's day), which the brand may extend.
 */
export function formValuesOf({ fields, published }: BrandProposal): ProposalFormValues {
  const lastDay = published ? published.validUntil && saoPauloDay(new Date(published.validUntil)) : fields.validUntil;
  return {
    ...fields,
    description: fields.description ?? '',
    minFollowers: fields.minFollowers ?? '',
    maxFollowers: fields.maxFollowers ?? '',
    audienceStates: fields.audienceStates ?? [],
    audienceMinAge: fields.audienceMinAge ?? '',
    audienceMaxAge: fields.audienceMaxAge ?? '',
    validUntil: lastDay ?? '',
  };
}

const PARTNERSHIP_OPTIONS = partnershipTypes.map((value) => ({ value, label: partnershipTypeLabels[value] }));
const GENDER_OPTIONS = Object.entries(audienceGenderLabels).map(([value, label]) => ({ value, label }));

/**
 * Every field of a brand's proposal. Editable: 'Salvar rascunho' (`onSave`) and 'Enviar para
 * análise' (`onSend`), then `actions`; read-only (`onSave` absent): the fields alone, disabled.
 */
export function ProposalForm({
  api,
  initial,
  onSave,
  onSend,
  actions,
}: {
  api: ApiClient;
  initial: ProposalFormValues;
  onSave?: (values: ProposalInput) => Promise<unknown>;
  onSend?: (values: ProposalInput) => Promise<unknown>;
  actions?: ReactNode;
}) {
  const form = useZodForm(brandProposalPayloadSchema, initial);
  // Which button sent the form: the submit handler reads the ref, the buttons' spinners the state.
  const intent = useRef<'save' | 'send'>('save');
  const [sending, setSending] = useState<'save' | 'send'>('save');
  const choose = (which: 'save' | 'send') => () => {
    intent.current = which;
    setSending(which);
  };
  const niches = useQuery({ queryKey: ['dataset', 'categories'], queryFn: () => getCategories(api), staleTime: Infinity });
  const states = useQuery(statesQueryOptions(api));
  const stateOptions = (states.data?.items ?? []).map((state) => ({ value: state.uf, label: `${state.name} (${state.uf})` }));
  const locations = form.getValues().locationOfInfluencer;
  const readOnly = !onSave;

  return (
    <form noValidate onSubmit={submitWith(form, (values) => (intent.current === 'send' ? onSend : onSave)?.(values) ?? Promise.resolve())}>
      <Stack gap="lg">
        <Fieldset variant="unstyled" disabled={readOnly} p={0} className={readOnly ? 'read-only-fields' : undefined}>
          <Stack gap="lg">
            <Fieldset legend="A proposta">
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Nome" required {...form.getInputProps('name')} />
                  <TextInput label="Marca" required {...form.getInputProps('brandName')} />
                </SimpleGrid>
                <Textarea label="Descrição" rows={4} resize="vertical" {...form.getInputProps('description')} />
                <TextInput
                  label="Logo da marca (endereço da imagem)"
                  placeholder="https://"
                  {...form.getInputProps('logoUrl')}
                  value={form.getValues().logoUrl ?? ''}
                  onChange={(event) => form.setFieldValue('logoUrl', event.currentTarget.value || null)}
                />
              </Stack>
            </Fieldset>

            <Fieldset legend="Parceria">
              <Stack>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Select
                    label="Tipo de parceria"
                    data={PARTNERSHIP_OPTIONS}
                    allowDeselect={false}
                    required
                    {...form.getInputProps('partnershipType')}
                  />
                  <NumberInput
                    label="Valor (R$)"
                    required
                    min={0}
                    decimalScale={2}
                    decimalSeparator=","
                    thousandSeparator="."
                    hideControls
                    {...form.getInputProps('value')}
                  />
                  <TextInput label="Válida até" type="date" description="Vazio: sempre ativa" {...form.getInputProps('validUntil')} />
                </SimpleGrid>
                <Checkbox label="Aceita negociação do valor" {...form.getInputProps('acceptsNegotiations', { type: 'checkbox' })} />
                <Checkbox label="Também para Prata (senão, só Ouro)" {...form.getInputProps('isSilversAlloweds', { type: 'checkbox' })} />
                <Checkbox label="Mapeamento de influenciadores" {...form.getInputProps('isMappingInfluencers', { type: 'checkbox' })} />
              </Stack>
            </Fieldset>

            <Fieldset legend="Para quem">
              <Stack>
                <MultiSelect
                  label="Nichos"
                  description="Nenhum: todos os nichos"
                  data={(niches.data?.items ?? []).map((niche) => niche.name)}
                  searchable
                  clearable
                  error={niches.isError ? 'Não foi possível carregar os nichos.' : undefined}
                  {...form.getInputProps('categoriesOfInfluencer')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberInput label="Seguidores, no mínimo" {...FOLLOWERS_INPUT} {...form.getInputProps('minFollowers')} />
                  <NumberInput label="Seguidores, no máximo" {...FOLLOWERS_INPUT} {...form.getInputProps('maxFollowers')} />
                </SimpleGrid>
                <Stack gap="xs">
                  <Text size="sm" fw={500}>
                    Onde a criadora mora
                  </Text>
                  {locations.length === 0 && (
                    <Text size="sm" c="dimmed">
                      Todo o Brasil.
                    </Text>
                  )}
                  {locations.map((location, index) => (
                    <LocationRow
                      key={`${location.state}-${index}`}
                      api={api}
                      stateOptions={stateOptions.filter(
                        (option) => option.value === location.state || !locations.some((other) => other.state === option.value),
                      )}
                      state={location.state}
                      cities={location.city}
                      stateError={form.errors[`locationOfInfluencer.${index}.state`]}
                      onState={(state) => form.setFieldValue(`locationOfInfluencer.${index}`, { state, city: [] })}
                      onCities={(city) => form.setFieldValue(`locationOfInfluencer.${index}.city`, city)}
                      onRemove={readOnly ? undefined : () => form.removeListItem('locationOfInfluencer', index)}
                    />
                  ))}
                  {!readOnly && (
                    <Group>
                      <Button
                        variant="secondary"
                        size="xs"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        onClick={() => form.insertListItem('locationOfInfluencer', { state: '', city: [] })}
                        disabled={states.isPending}
                      >
                        Adicionar estado
                      </Button>
                    </Group>
                  )}
                </Stack>
                <MultiSelect
                  label="Estados do público"
                  description="Onde a maior parte do público mora; nenhum: qualquer lugar"
                  data={stateOptions}
                  searchable
                  clearable
                  {...form.getInputProps('audienceStates')}
                />
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <NumberInput
                    label="Idade do público, de"
                    min={13}
                    max={100}
                    allowDecimal={false}
                    hideControls
                    {...form.getInputProps('audienceMinAge')}
                  />
                  <NumberInput label="até" min={13} max={100} allowDecimal={false} hideControls {...form.getInputProps('audienceMaxAge')} />
                  <Select
                    label="Gênero do público"
                    placeholder="Qualquer"
                    data={GENDER_OPTIONS}
                    clearable
                    {...form.getInputProps('audienceGender')}
                  />
                </SimpleGrid>
              </Stack>
            </Fieldset>
          </Stack>
        </Fieldset>

        {!readOnly && (
          <>
            <FormError errors={form.errors} />
            <Group>
              <Button type="submit" variant="secondary" loading={form.submitting && sending === 'save'} onClick={choose('save')}>
                Salvar rascunho
              </Button>
              <Button type="submit" loading={form.submitting && sending === 'send'} onClick={choose('send')}>
                Enviar para análise
              </Button>
              {actions}
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

/** A state where the creator must live, and its cities (none: the whole state). */
function LocationRow({
  api,
  stateOptions,
  state,
  cities,
  stateError,
  onState,
  onCities,
  onRemove,
}: {
  api: ApiClient;
  stateOptions: { value: string; label: string }[];
  state: string;
  cities: string[];
  stateError: unknown;
  onState: (state: string) => void;
  onCities: (cities: string[]) => void;
  onRemove?: () => void;
}) {
  const cityList = useQuery({ ...citiesQueryOptions(api, state), enabled: state !== '' });
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <Select
        aria-label="Estado"
        placeholder="Estado"
        data={stateOptions}
        searchable
        value={state || null}
        onChange={(value) => value && onState(value)}
        error={stateError ? 'Escolha um estado.' : undefined}
        w={200}
        style={{ flexShrink: 0 }}
      />
      <MultiSelect
        aria-label={`Cidades de ${state || 'um estado'}`}
        placeholder={cities.length ? undefined : 'O estado todo'}
        data={cityList.data?.items ?? []}
        searchable
        clearable
        limit={50}
        disabled={state === ''}
        value={cities}
        onChange={onCities}
        style={{ flex: 1, minWidth: 0 }}
      />
      {onRemove && (
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Remover estado" onClick={onRemove}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
