import { accountInfoQueryOptions, affiliateMeQueryOptions } from '@ma/api-client/query';
import { affiliateFullMutationOptions, updateAffiliateMutationOptions } from '@ma/api-client/query/affiliate-mutations';
import type { AffiliateFull, AffiliateProfile } from '@ma/api-client/schemas';
import { affiliateMessages, errorMessage, formatBrazilianPhone, pixKeyTypeLabels, type PixKeyType } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Paper, Stack, Title } from '@mantine/core';
import { IconId, IconKey, IconPhone, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useReauth } from '../../../components/reauth/use-reauth.tsx';
import { ReauthCancelled } from '../../../lib/reauth-proof.ts';
import { ButtonLink } from '../../../components/router-links.tsx';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm, resetTo } from '../../../lib/form.ts';
import { showServerError } from '../../../lib/server-errors.ts';
import { EmptyState } from '@ma/ui/states';
import { GuardedChange } from './guarded-change.tsx';
import { DocumentInput, IdentityFields, PhoneInput } from './identity-fields.tsx';
import { PasswordConfirm } from './password-confirm.tsx';
import { PixKeyFields } from './pix-key-fields.tsx';
import { storeProfile } from './store-profile.ts';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { FormError } from '../../../components/form-error.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.affiliateUpdateSchema);

/**
 * The CPF/CNPJ, the phone and the PIX fields are undefined while they are kept: the PATCH then
 * leaves them out, and asks no password. The API shows them only masked, so there is nothing to
 * send back. A new phone asks no password either: payouts never go to it.
 */
interface EditValues {
  fullName: string;
  document: string | undefined;
  phone: string | undefined;
  pixKeyType: PixKeyType | undefined;
  pixKey: string | undefined;
  password: string | undefined;
}

const valuesOf = (profile: AffiliateProfile): EditValues => ({
  fullName: profile.fullName,
  document: undefined,
  phone: undefined,
  pixKeyType: undefined,
  pixKey: undefined,
  password: undefined,
});

/** /affiliate/edit ('Editar afiliação'): the registration, to correct; the CPF/CNPJ, the phone and the PIX key replaced on purpose only. */
export function EditPage() {
  const api = useApi();
  const { data } = useSuspenseQuery(affiliateMeQueryOptions(api));
  const { data: account } = useSuspenseQuery(accountInfoQueryOptions(api));
  const profile = data.affiliate;
  return (
    <PageColumn maw={720}>
      <PageHeading title="Editar afiliação" description="Mantenha seus dados e sua chave PIX em dia para receber suas comissões." />
      {profile ? (
        // A saved registration starts the form afresh from the server's answer.
        <EditForm key={profile.updatedAt} profile={profile} hasPassword={account.user.hasPassword} />
      ) : (
        // The route sends the unregistered to /affiliate/register; this covers a registration gone meanwhile.
        <EmptyState
          icon={<IconUserPlus size={30} stroke={1.6} />}
          title={errorMessage('AFFILIATE_NOT_REGISTERED')}
          action={
            <ButtonLink to="/affiliate/register" mt="xs">
              Cadastrar
            </ButtonLink>
          }
        />
      )}
    </PageColumn>
  );
}

function EditForm({ profile, hasPassword }: { profile: AffiliateProfile; hasPassword: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, valuesOf(profile));
  const changingPix = form.values.pixKey !== undefined;
  const changingDocument = form.values.document !== undefined;
  const changingPhone = form.values.phone !== undefined;
  const reauth = useReauth();
  const update = updateAffiliateMutationOptions(api);
  // The whole CPF/CNPJ, phone and PIX key, shown on this screen only, after 'Confirme que é você'.
  const [whole, setWhole] = useState<AffiliateFull>();
  const fetchWhole = affiliateFullMutationOptions(api);
  const reveal = useMutation({
    mutationFn: () => reauth.run((proof) => fetchWhole.mutationFn({ proof })),
    meta: { errorToast: false },
    onSuccess: setWhole,
    onError: (error) => error instanceof ReauthCancelled || toast.error(failureMessage(error)),
  });
  // 'Mostrar', the same for every guarded value: one confirmation reveals them all.
  const revealProps = { onReveal: whole || reveal.isPending ? undefined : () => reveal.mutate(), revealing: reveal.isPending };

  const save = useMutation({
    // With the password typed no confirmation is asked; without one, 'Confirme que é você' and the same save again.
    mutationFn: (payload: Parameters<typeof update.mutationFn>[0]) => reauth.run((proof) => update.mutationFn({ ...payload, proof })),
    meta: { errorToast: false },
    onSuccess: (next) => {
      // The saved values, the PIX change closed and the password gone (the key below remounts it too).
      resetTo(form, valuesOf(next));
      storeProfile(queryClient, next);
      toast.success(affiliateMessages.registrationSaved);
    },
    onError: (error) => {
      if (error instanceof ReauthCancelled) return;
      showServerError(error, form, { fieldOf: { AFFILIATE_PASSWORD_REQUIRED: 'password', AFFILIATE_PASSWORD_INVALID: 'password' } });
    },
  });

  // One password for whichever guarded changes are open; it goes when the last one closes.
  const setPassword = (pixOpen: boolean, documentOpen: boolean) =>
    form.setFieldValue('password', pixOpen || documentOpen ? (form.values.password ?? '') : undefined);
  const setPixFields = (type: PixKeyType | undefined, key: string | undefined) => {
    form.setFieldValue('pixKeyType', type);
    form.setFieldValue('pixKey', key);
    setPassword(key !== undefined, changingDocument);
  };
  const setDocument = (document: string | undefined) => {
    form.setFieldValue('document', document);
    setPassword(changingPix, document !== undefined);
  };
  const pixKey = form.getInputProps('pixKey');
  const document = form.getInputProps('document');
  const phone = form.getInputProps('phone');
  const password = form.getInputProps('password');

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        aria-label="Editar afiliação"
        onSubmit={form.onSubmit((payload) => {
          if (!save.isPending) save.mutate({ ...payload, password: payload.password || undefined });
        })}
      >
        <Stack gap="md">
          <IdentityFields
            fullName={form.getInputProps('fullName')}
            document={
              <GuardedChange
                {...revealProps}
                label="CPF ou CNPJ"
                current={whole?.document ?? profile.documentMasked}
                changing={changingDocument}
                startLabel="Trocar CPF/CNPJ"
                keepLabel="Manter o documento atual"
                icon={<IconId size={18} aria-hidden />}
                onStart={() => setDocument('')}
                onCancel={() => setDocument(undefined)}
              >
                <DocumentInput {...document} value={document.value ?? ''} />
              </GuardedChange>
            }
            phone={
              <GuardedChange
                {...revealProps}
                label="Telefone / WhatsApp"
                current={whole ? formatBrazilianPhone(whole.phone) : profile.phoneMasked}
                changing={changingPhone}
                startLabel="Trocar telefone"
                keepLabel="Manter o telefone atual"
                icon={<IconPhone size={18} aria-hidden />}
                onStart={() => form.setFieldValue('phone', '')}
                onCancel={() => form.setFieldValue('phone', undefined)}
              >
                <PhoneInput {...phone} value={phone.value ?? ''} />
              </GuardedChange>
            }
          />
          <Title order={2} fz={18} mt="sm">
            Chave PIX para receber
          </Title>
          <GuardedChange
            {...revealProps}
            label="Chave PIX atual"
            current={`${pixKeyTypeLabels[profile.pixKeyType]}: ${whole?.pixKey ?? profile.pixKeyMasked}`}
            changing={changingPix}
            startLabel="Trocar chave PIX"
            keepLabel="Manter a chave atual"
            icon={<IconKey size={18} aria-hidden />}
            onStart={() => setPixFields(profile.pixKeyType, '')}
            onCancel={() => setPixFields(undefined, undefined)}
          >
            <PixKeyFields
              type={form.values.pixKeyType ?? null}
              onTypeChange={(type) => form.setFieldValue('pixKeyType', type)}
              typeError={form.errors.pixKeyType}
              pixKey={{ ...pixKey, value: pixKey.value ?? '' }}
            />
          </GuardedChange>
          {(changingPix || changingDocument) && <PasswordConfirm password={{ ...password, value: password.value ?? '' }} hasPassword={hasPassword} />}
          <FormError error={form.errors.form} />
          <Button type="submit" size="md" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Salvar alterações
          </Button>
        </Stack>
      </form>
      {reauth.dialog}
    </Paper>
  );
}
