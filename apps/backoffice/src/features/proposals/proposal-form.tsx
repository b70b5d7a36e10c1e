import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Fieldset.css';
import type { ApiClient } from '@ma/api-client';
import { getCategories } from '@ma/api-client';
import { adminProposalPayloadSchema, uploadProposalLogo, type AdminProposal, type AdminProposalInput } from '@ma/api-client/admin';
import { citiesQueryOptions, statesQueryOptions } from '@ma/api-client/query';
import { failureMessage } from '@ma/app-kit/error-message';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { audienceGenderLabels, centavosToReais, partnershipTypeLabels, partnershipTypes, saoPauloDay } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Checkbox } from '@ma/ui/checkbox';
import { FormError } from '@ma/ui/form';
import {
  ActionIcon,
  Alert,
  Avatar,
  Button as MantineButton,
  Fieldset,
  FileButton,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconPhotoUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

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

const EMPTY: ProposalFormValues = {
  name: '',
  brandName: '',
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
};

/** A proposal's fields as the form holds them (value in reais, the validity as its São Paulo day). */
export function formValuesOf(proposal: AdminProposal): ProposalFormValues {
  return {
    name: proposal.name,
    brandName: proposal.brandName,
    description: proposal.description ?? '',
    categoriesOfInfluencer: proposal.categoriesOfInfluencer,
    partnershipType: proposal.partnershipType,
    value: centavosToReais(proposal.valueCents),
    isMappingInfluencers: proposal.isMappingInfluencers,
    acceptsNegotiations: proposal.acceptsNegotiations,
    isSilversAlloweds: proposal.isSilversAlloweds,
    minFollowers: proposal.minFollowers ?? '',
    maxFollowers: proposal.maxFollowers ?? '',
    locationOfInfluencer: proposal.locationOfInfluencer,
    audienceStates: proposal.audienceStates ?? [],
    audienceMinAge: proposal.audienceMinAge ?? '',
    audienceMaxAge: proposal.audienceMaxAge ?? '',
    audienceGender: proposal.audienceGender,
    logoUrl: proposal.logoUrl,
    validUntil: proposal.validUntil ? saoPauloDay(new Date(proposal.validUntil)) : '',
  };
}

const PARTNERSHIP_OPTIONS = partnershipTypes.map((value) => ({ value, label: partnershipTypeLabels[value] }));
const GENDER_OPTIONS = Object.entries(audienceGenderLabels).map(([value, label]) => ({ value, label }));
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** Every field of a proposal: 'Nova proposta' and 'Editar proposta'. */
export function ProposalForm({
  api,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  api: ApiClient;
  initial?: ProposalFormValues;
  submitLabel: string;
  onSubmit: (values: AdminProposalInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useZodForm(adminProposalPayloadSchema, initial ?? EMPTY);
  const niches = useQuery({ queryKey: ['dataset', 'categories'], queryFn: () => getCategories(api), staleTime: Infinity });
  const states = useQuery(statesQueryOptions(api));
  const stateOptions = (states.data?.items ?? []).map((state) => ({ value: state.uf, label: `${state.name} (${state.uf})` }));
  const locations = form.getValues().locationOfInfluencer;

  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack gap="lg">
        <Fieldset legend="A proposta">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nome" required {...form.getInputProps('name')} />
              <TextInput label="Marca" required {...form.getInputProps('brandName')} />
            </SimpleGrid>
            <Textarea label="Descrição" rows={4} resize="vertical" {...form.getInputProps('description')} />
            <LogoField
              api={api}
              name={form.getValues().brandName}
              value={form.getValues().logoUrl}
              onChange={(url) => form.setFieldValue('logoUrl', url)}
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
                  onRemove={() => form.removeListItem('locationOfInfluencer', index)}
                />
              ))}
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

        <FormError errors={form.errors} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancelar
            </Button>
          )}
        </Group>
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
  onRemove: () => void;
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
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Remover estado" onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The brand's logo: a file sent to the API (which fits and stores it), its preview, or none. */
function LogoField({ api, name, value, onChange }: { api: ApiClient; name: string; value: string | null; onChange: (url: string | null) => void }) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const upload = async (file: File | null) => {
    if (!file) return;
    setProblem(undefined);
    if (file.size > MAX_LOGO_BYTES) return setProblem('Envie uma imagem PNG, JPEG ou WebP de até 2 MB.');
    setUploading(true);
    try {
      onChange((await uploadProposalLogo(api, file)).logoUrl);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Logo da marca
      </Text>
      <Group gap="sm">
        <Avatar src={value} alt={value ? `Logo de ${name || 'a marca'}` : undefined} size={56} radius="md" color="gray">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </Avatar>
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant="secondary" size="xs" loading={uploading} leftSection={<IconPhotoUp size={14} aria-hidden />}>
              {value ? 'Trocar logo' : 'Enviar logo'}
            </Button>
          )}
        </FileButton>
        {value && (
          <MantineButton variant="subtle" color="gray" size="xs" onClick={() => onChange(null)}>
            Remover
          </MantineButton>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        PNG, JPEG ou WebP, até 2 MB.
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
