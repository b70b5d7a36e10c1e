import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Fieldset.css';
import type { ApiClient } from '@ma/api-client';
import { brandProposalPayloadSchema, uploadBrandProposalLogo, type BrandProposal } from '@ma/api-client/brand';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { ProposalFields, type ProposalFormValues } from '@ma/app-kit/proposal-fields';
import { saoPauloDay } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { FormError } from '@ma/ui/form';
import { Fieldset, Group, Stack } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';

// The back office's proposal fields (@ma/app-kit's), by the same schema; the brand uploads its
// logo (@ma/app-kit's field, into the saved draft at once), and saves a draft or sends it for review.

export type ProposalInput = z.output<typeof brandProposalPayloadSchema>;

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

/**
 * Every field of a brand's proposal. Editable: 'Salvar rascunho' (`onSave`) and 'Enviar para
 * análise' (`onSend`), then `actions`; read-only (`onSave` absent): the fields alone, disabled.
 * The logo of a saved proposal (`proposalId`) is uploaded at once; `onLogo` gets the proposal with it.
 */
export function ProposalForm({
  api,
  proposalId,
  initial,
  onSave,
  onSend,
  onLogo,
  actions,
}: {
  api: ApiClient;
  proposalId?: string | undefined;
  initial: ProposalFormValues;
  onLogo?: (proposal: BrandProposal) => Promise<unknown>;
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
  const readOnly = !onSave;

  return (
    <form noValidate onSubmit={submitWith(form, (values) => (intent.current === 'send' ? onSend : onSave)?.(values) ?? Promise.resolve())}>
      <Stack gap="lg">
        <Fieldset variant="unstyled" disabled={readOnly} p={0} className={readOnly ? 'read-only-fields' : undefined}>
          <ProposalFields
            api={api}
            form={form}
            readOnly={readOnly}
            // The API writes the logo in the saved draft (POST /v3/brand/proposals/logo), so a new
            // proposal is saved first; 'Remover' is kept by the next save.
            logo={{
              notYet: proposalId === undefined ? 'Salve o rascunho para enviar o logo.' : undefined,
              hint: 'PNG, JPEG ou WebP, até 2 MB. O logo enviado já fica salvo na proposta.',
              upload: async (file) => {
                if (proposalId === undefined) return;
                const saved = await uploadBrandProposalLogo(api, proposalId, file);
                form.setFieldValue('logoUrl', saved.fields.logoUrl);
                void onLogo?.(saved);
              },
            }}
          />
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
