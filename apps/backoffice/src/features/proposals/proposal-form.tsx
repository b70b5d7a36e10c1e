import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Fieldset.css';
import type { ApiClient } from '@ma/api-client';
import { adminProposalPayloadSchema, uploadProposalLogo, type AdminProposal, type AdminProposalInput } from '@ma/api-client/admin';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { emptyProposalValues, ProposalFields, type ProposalFormValues } from '@ma/app-kit/proposal-fields';
import { centavosToReais, saoPauloDay } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { FormError } from '@ma/ui/form';
import { Group, Stack } from '@mantine/core';

export type { ProposalFormValues };

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

/** Every field of a proposal (@ma/app-kit's, as the brands' app shows them): 'Nova proposta' and 'Editar proposta'. */
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
  const form = useZodForm(adminProposalPayloadSchema, initial ?? emptyProposalValues());
  return (
    <form noValidate onSubmit={submitWith(form, onSubmit)}>
      <Stack gap="lg">
        <ProposalFields
          api={api}
          form={form}
          // The file is stored at once; the proposal points to it when saved.
          logo={{ upload: async (file) => form.setFieldValue('logoUrl', (await uploadProposalLogo(api, file)).logoUrl) }}
        />
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
