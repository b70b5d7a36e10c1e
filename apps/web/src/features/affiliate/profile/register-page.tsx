import { isApiError } from '@ma/api-client';
import { affiliateMeQueryOptions } from '@ma/api-client/query';
import { registerAffiliateMutationOptions } from '@ma/api-client/query/affiliate-mutations';
import { affiliateMessages, errorMessage, PAYMENT_DAY_OF_MONTH, type PixKeyType } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Checkbox } from '@ma/ui/checkbox';
import { toast } from '@ma/ui/toasts';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm } from '../../../lib/form.ts';
import { showServerError } from '../../../lib/server-errors.ts';
import { DocumentInput, IdentityFields, PhoneInput } from './identity-fields.tsx';
import { PixKeyFields } from './pix-key-fields.tsx';
import { storeProfile } from './store-profile.ts';
import { TermsModal } from './terms-modal.tsx';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { MutationForm } from '../../../components/mutation-form.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.affiliateRegistrationSchema);

interface RegistrationValues {
  fullName: string;
  document: string;
  phone: string;
  /** Null until picked: the schema asks for it ('Selecione o tipo da chave PIX.'). */
  pixKeyType: PixKeyType | null;
  pixKey: string;
  acceptTerms: boolean;
}

const blank: RegistrationValues = { fullName: '', document: '', phone: '', pixKeyType: null, pixKey: '', acceptTerms: false };

/**
 * /affiliate/register ('Cadastro de afiliado'): who the creator is and where commissions are paid,
 * checked with the API's schema; the terms are accepted here. A creator who is registered already
 * is sent to /affiliate/edit by the route.
 */
export function RegisterPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useZodForm(loadSchema, blank);
  const [termsOpen, setTermsOpen] = useState(false);

  const register = useMutation({
    ...registerAffiliateMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      storeProfile(queryClient, profile);
      toast.success(affiliateMessages.registrationSaved);
      await navigate({ to: '/affiliate/links' });
    },
    onError: async (error) => {
      if (isApiError(error) && error.code === 'AFFILIATE_ALREADY_REGISTERED') {
        // Registered in another tab: the edit page shows that registration.
        toast.info(failureMessage(error, errorMessage('AFFILIATE_ALREADY_REGISTERED')));
        await queryClient.fetchQuery(affiliateMeQueryOptions(api));
        return navigate({ to: '/affiliate/edit' });
      }
      showServerError(error, form);
    },
  });

  return (
    <PageColumn maw={720}>
      <PageHeading
        title="Cadastro de afiliado"
        description="Indique produtos das marcas parceiras e ganhe comissão por cada venda feita pelo seu link."
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <MutationForm form={form} mutation={register} aria-label="Cadastro de afiliado">
          <Stack gap="md">
            <IdentityFields
              fullName={form.getInputProps('fullName')}
              document={<DocumentInput {...form.getInputProps('document')} />}
              phone={<PhoneInput {...form.getInputProps('phone')} />}
            />
            <Stack gap={4} mt="sm">
              <Title order={2} fz={18}>
                Chave PIX para receber
              </Title>
              <Text size="sm" c="dimmed">
                As comissões aprovadas são pagas por PIX no dia {PAYMENT_DAY_OF_MONTH} de cada mês.
              </Text>
            </Stack>
            <PixKeyFields
              type={form.values.pixKeyType}
              onTypeChange={(type) => form.setFieldValue('pixKeyType', type)}
              typeError={form.errors.pixKeyType}
              pixKey={form.getInputProps('pixKey')}
            />
            <Checkbox
              mt="sm"
              label="Li e aceito os termos do programa de afiliados."
              description={
                <Anchor component="button" type="button" size="sm" onClick={() => setTermsOpen(true)}>
                  Ler os termos
                </Anchor>
              }
              {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            />
            <FormError error={form.errors.form} />
            <Button type="submit" size="md" loading={register.isPending} style={{ alignSelf: 'flex-start' }}>
              Cadastrar
            </Button>
          </Stack>
        </MutationForm>
      </Paper>
      <TermsModal opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </PageColumn>
  );
}
