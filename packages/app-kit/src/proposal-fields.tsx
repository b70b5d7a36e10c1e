import type { ApiClient } from '@ma/api-client';
import { getCategories } from '@ma/api-client';
import type { AdminProposalInput } from '@ma/api-client/admin';
import { citiesQueryOptions, statesQueryOptions } from '@ma/api-client/query';
import { audienceGenderLabels, partnershipTypeLabels, partnershipTypes } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Checkbox } from '@ma/ui/checkbox';
import { ActionIcon, Fieldset, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { ProposalLogoField } from './proposal-logo-field.tsx';

// A proposal's fields, as the back office's form and the brands' one show them (the payload of
// @ma/api-client's adminProposalPayloadSchema, which both send). Each app owns its <form> and its
// buttons, and gives the logo field (proposal-logo-field.tsx) its upload. Their styles (NumberInput, Pill, PillsInput, Fieldset) are imported
// by the apps' forms: this package has no side effects.

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

/** A new proposal's values; `brandName` as its 'Marca'. */
export const emptyProposalValues = (brandName = ''): ProposalFormValues => ({
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

// A count of followers, both bounds: whole, with the thousands dotted as in pt-BR (10.000).
const FOLLOWERS_INPUT = { min: 0, thousandSeparator: '.', decimalSeparator: ',', allowDecimal: false, hideControls: true } as const;
const PARTNERSHIP_OPTIONS = partnershipTypes.map((value) => ({ value, label: partnershipTypeLabels[value] }));
const GENDER_OPTIONS = Object.entries(audienceGenderLabels).map(([value, label]) => ({ value, label }));

/**
 * Every field of a proposal, in three groups ('A proposta', 'Parceria', 'Para quem'), on a form of
 * useZodForm(adminProposalPayloadSchema or its brand twin). The logo field, under the description,
 * shows the form's `logoUrl` and sends a file with `logo.upload`; `readOnly` hides its buttons and
 * adding and removing the creator's states (the caller disables the inputs).
 */
export function ProposalFields({
  api,
  form,
  logo,
  readOnly = false,
}: {
  api: ApiClient;
  form: UseFormReturnType<ProposalFormValues, AdminProposalInput>;
  logo: Pick<ComponentProps<typeof ProposalLogoField>, 'upload' | 'hint' | 'notYet'>;
  readOnly?: boolean;
}) {
  const niches = useQuery({ queryKey: ['dataset', 'categories'], queryFn: () => getCategories(api), staleTime: Infinity });
  const states = useQuery(statesQueryOptions(api));
  const stateOptions = (states.data?.items ?? []).map((state) => ({ value: state.uf, label: `${state.name} (${state.uf})` }));
  const locations = form.getValues().locationOfInfluencer;

  return (
    <Stack gap="lg">
      <Fieldset legend="A proposta">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" required {...form.getInputProps('name')} />
            <TextInput label="Marca" required {...form.getInputProps('brandName')} />
          </SimpleGrid>
          <Textarea label="Descrição" rows={4} resize="vertical" {...form.getInputProps('description')} />
          <ProposalLogoField
            brandName={form.getValues().brandName}
            value={form.getValues().logoUrl}
            readOnly={readOnly}
            onRemove={() => form.setFieldValue('logoUrl', null)}
            {...logo}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Parceria">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label="Tipo de parceria" data={PARTNERSHIP_OPTIONS} allowDeselect={false} required {...form.getInputProps('partnershipType')} />
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
            <Select label="Gênero do público" placeholder="Qualquer" data={GENDER_OPTIONS} clearable {...form.getInputProps('audienceGender')} />
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </Stack>
  );
}

/** A state where the creator must live, and its cities (none: the whole state); no 'Remover' without `onRemove`. */
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
