import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import { ACCOUNT_DELETION_CONFIRMATION, ACCOUNT_DELETION_CONFIRMATION_MESSAGE } from '@ma/api-client/schemas';
import { deleteAccountMutationOptions } from '@ma/api-client/query/account-settings';
import { Button } from '@ma/ui/button';
import { PasswordInput, TextInput } from '@ma/ui/text-input';
import { toast } from '@ma/ui/toasts';
import { List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '../../lib/use-api.ts';
import { useReauth } from '../../components/reauth/use-reauth.tsx';
import { ReauthCancelled } from '../../lib/reauth-proof.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useZodForm } from '../../lib/form.ts';
import { showServerError } from '../../lib/server-errors.ts';
import { FormError } from '../../components/form-error.tsx';
import { DialogActions } from '../../components/dialog-actions.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.accountDeletionPayloadSchema);

export const ACCOUNT_DELETED = 'Sua conta foi excluída.';

type DeletionValues = { password?: string; confirmation: string };

export interface DeleteAccountModalProps {
  opened: boolean;
  /** Accounts without a password (Google-only, Instagram) confirm with the typed word alone. */
  hasPassword: boolean;
  onClose: () => void;
}

/**
 * What is removed and what is kept (docs/product/account-data.md), the password asked again and
 * the typed confirmation. Once deleted, the session is over: the app signs out as 'Sair' does
 * (features/shell/app-shell-layout.tsx) and lands on /login.
 */
export function DeleteAccountModal({ opened, hasPassword, onClose }: DeleteAccountModalProps) {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const initial: DeletionValues = hasPassword ? { password: '', confirmation: '' } : { confirmation: '' };
  const form = useZodForm(loadSchema, initial);
  const reauth = useReauth();
  const remove = useMutation({
    // The password typed here counts; an account without one confirms it is them first (docs/decisions/025-re-authentication.md).
    mutationFn: reauth.withProof(deleteAccountMutationOptions(api)),
    meta: { errorToast: false },
    onSuccess: async () => {
      auth.signOut();
      await navigate({ to: '/login', replace: true });
      queryClient.clear();
      toast.success(ACCOUNT_DELETED);
    },
    onError: (error) => error instanceof ReauthCancelled || showServerError(error, form, { fieldOf: { CURRENT_PASSWORD_WRONG: 'password' } }),
  });
  const confirmed = form.values.confirmation.trim() === ACCOUNT_DELETION_CONFIRMATION;
  const close = () => {
    if (remove.isPending) return;
    form.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Excluir sua conta"
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar', disabled: remove.isPending }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((payload) => {
          if (confirmed && !remove.isPending) remove.mutate(payload);
        })}
      >
        <Stack gap="md">
          <Text size="sm" fw={600}>
            Esta ação não pode ser desfeita.
          </Text>
          <Stack gap={6}>
            <Title order={3} fz="sm">
              O que apagamos
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>Seu nome, e-mail e senha, e todas as suas sessões.</List.Item>
              <List.Item>Seu mídia kit e as fotos enviadas; o endereço público dele deixa de existir.</List.Item>
              <List.Item>As redes conectadas: as autorizações no Instagram e no TikTok são revogadas e apagadas.</List.Item>
              <List.Item>
                Candidaturas, afiliação (CPF ou CNPJ e chave PIX), amostras de voz, ideias e roteiros da Aira e suas respostas da pesquisa.
              </List.Item>
              <List.Item>Comissões de afiliado ainda não pagas: elas deixam de ser pagas.</List.Item>
            </List>
          </Stack>
          <Stack gap={6}>
            <Title order={3} fz="sm">
              O que guardamos, sem seus dados pessoais
            </Title>
            <Text size="sm">
              O histórico de créditos e as comissões já pagas ficam registrados para a contabilidade, sem nada que identifique você.
            </Text>
          </Stack>
          {hasPassword && <PasswordInput label="Senha atual" autoComplete="current-password" {...form.getInputProps('password')} />}
          <TextInput
            label="Confirmação"
            description={ACCOUNT_DELETION_CONFIRMATION_MESSAGE}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.getInputProps('confirmation')}
          />
          <FormError error={form.errors.form} />
          <DialogActions>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button type="submit" color="red.9" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? 'Excluindo...' : 'Excluir conta'}
            </Button>
          </DialogActions>
        </Stack>
      </form>
      {reauth.dialog}
    </Modal>
  );
}
