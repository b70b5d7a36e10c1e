import '@mantine/core/styles/ThemeIcon.css';
import type { EmailChangeRequested } from '@ma/api-client/schemas';
import { accountKeys } from '@ma/api-client/query';
import { requestEmailChangeMutationOptions } from '@ma/api-client/query/account-settings';
import { EmailInput, PasswordInput } from '@ma/ui/text-input';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../lib/use-api.ts';
import { useReauth } from '../../components/reauth/use-reauth.tsx';
import { ReauthCancelled } from '../../lib/reauth-proof.ts';
import { useZodForm } from '../../lib/form.ts';
import { AccountSection } from './account-section.tsx';
import { accountChangedMeanwhile, showServerError } from '../../lib/server-errors.ts';
import { FormError } from '../../components/form-error.tsx';
import { MutationForm, SubmitButton } from '../../components/mutation-form.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.emailChangePayloadSchema);

/** The current password is asked only of accounts that have one (Google-only and Instagram ones do not). */
type EmailValues = { email: string; password?: string };

/**
 * 'E-mail': the new address gets a link; the e-mail changes only when it is opened
 * (/account/confirm-email), so until then the creator keeps signing in with the current one.
 */
export function EmailForm({ email, hasPassword }: { email: string | null; hasPassword: boolean }) {
  const [sent, setSent] = useState<EmailChangeRequested>();
  // 'peça outro link' brings the form back with the address it was sent to.
  const [typed, setTyped] = useState('');
  return (
    <AccountSection
      title="E-mail"
      description={
        email ? (
          <>
            Você entra com <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>.
          </>
        ) : (
          'Sua conta ainda não tem e-mail.'
        )
      }
    >
      {sent ? (
        <LinkSent
          sent={sent}
          current={email}
          onAgain={() => {
            setTyped(sent.email);
            setSent(undefined);
          }}
        />
      ) : (
        <EmailChangeForm initialEmail={typed} hasPassword={hasPassword} onSent={setSent} />
      )}
    </AccountSection>
  );
}

interface EmailChangeFormProps {
  initialEmail: string;
  hasPassword: boolean;
  onSent: (sent: EmailChangeRequested) => void;
}

function EmailChangeForm({ initialEmail, hasPassword, onSent }: EmailChangeFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const initial: EmailValues = hasPassword ? { email: initialEmail, password: '' } : { email: initialEmail };
  const form = useZodForm(loadSchema, initial);
  const reauth = useReauth();
  const request = useMutation({
    // The password typed here counts; an account without one confirms it is them first (docs/decisions/025-re-authentication.md).
    mutationFn: reauth.withProof(requestEmailChangeMutationOptions(api)),
    meta: { errorToast: false },
    onSuccess: onSent,
    onError: async (error) => {
      if (error instanceof ReauthCancelled) return;
      showServerError(error, form, { fieldOf: { EMAIL_UNCHANGED: 'email', ACCOUNT_ALREADY_EXISTS: 'email', CURRENT_PASSWORD_WRONG: 'password' } });
      if (accountChangedMeanwhile(error)) await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });

  // The dialog stays out of the form: its own form's submit would bubble (through the portal) into this one.
  return (
    <>
      {reauth.dialog}
      <MutationForm form={form} mutation={request}>
        <Stack gap="md" align="flex-start">
          <EmailInput
            label="Novo e-mail"
            description="Enviamos um link para ele; a troca vale quando você abrir o link."
            w="100%"
            maw={420}
            {...form.getInputProps('email')}
          />
          {hasPassword && (
            <PasswordInput label="Senha atual" autoComplete="current-password" w="100%" maw={420} {...form.getInputProps('password')} />
          )}
          <FormError error={form.errors.form} />
          <SubmitButton pending={request.isPending} pendingLabel="Enviando...">
            Enviar link de confirmação
          </SubmitButton>
        </Stack>
      </MutationForm>
    </>
  );
}

function LinkSent({ sent, current, onAgain }: { sent: EmailChangeRequested; current: string | null; onAgain: () => void }) {
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" role="status">
      <ThemeIcon size={44} radius="xl" variant="light" color="teal" style={{ flexShrink: 0 }}>
        <IconMailCheck size={24} aria-hidden />
      </ThemeIcon>
      <Stack gap={6} miw={0}>
        <Text fw={700}>Confira a caixa de entrada do novo e-mail</Text>
        <Text size="sm">
          Enviamos um link para <strong style={{ overflowWrap: 'anywhere' }}>{sent.email}</strong>. Seu e-mail muda quando você abrir esse link, que
          vale por 24 horas.
          {current && (
            <>
              {' '}
              Até lá, continue entrando com <strong style={{ overflowWrap: 'anywhere' }}>{current}</strong>.
            </>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          Não chegou em alguns minutos? Confira a caixa de spam ou{' '}
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onAgain}>
            peça outro link
          </Anchor>
          .
        </Text>
      </Stack>
    </Group>
  );
}
