import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Fieldset.css';
import type { ApiClient } from '@ma/api-client';
import { adminProposalPayloadSchema, uploadProposalLogo, type AdminProposal, type AdminProposalInput } from '@ma/api-client/admin';
import { failureMessage } from '@ma/app-kit/error-message';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { emptyProposalValues, ProposalFields, type ProposalFormValues } from '@ma/app-kit/proposal-fields';
import { centavosToReais, saoPauloDay } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { FormError } from '@ma/ui/form';
import { Alert, Avatar, Button as MantineButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';

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

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

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
          logo={
            <LogoField
              api={api}
              name={form.getValues().brandName}
              value={form.getValues().logoUrl}
              onChange={(url) => form.setFieldValue('logoUrl', url)}
            />
          }
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
