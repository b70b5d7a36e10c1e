import { accountKeys, mediaKitKeys } from '@ma/api-client/query';
import { renameAccountMutationOptions } from '@ma/api-client/query/account-settings';
import { TextInput } from '@ma/ui/text-input';
import { toast } from '@ma/ui/toasts';
import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { useZodForm, resetTo } from '../../lib/form.ts';
import { AccountSection } from './account-section.tsx';
import { showServerError } from '../../lib/server-errors.ts';
import { MutationForm, SubmitButton } from '../../components/mutation-form.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.accountNamePayloadSchema);

/** 'Nome': the account's name, which the sidebar greets by its first word. */
export function NameForm({ name }: { name: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, { name });
  const rename = useMutation({
    ...renameAccountMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: async (_answer, payload) => {
      resetTo(form, { name: payload.name });
      toast.success('Nome atualizado!');
      // The sidebar's first name and avatar initials, and the kit (its name, and the new version
      // the rename gave it: the editor must not save over it with the old one).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
        queryClient.invalidateQueries({ queryKey: mediaKitKeys.all }),
      ]);
    },
    onError: (error) => showServerError(error, form),
  });

  return (
    <AccountSection title="Nome" description="É como você aparece no menu e no seu mídia kit.">
      <MutationForm form={form} mutation={rename}>
        <Stack gap="md" align="flex-start">
          <TextInput label="Nome" autoComplete="name" w="100%" maw={420} {...form.getInputProps('name')} />
          <SubmitButton pending={rename.isPending}>Salvar nome</SubmitButton>
        </Stack>
      </MutationForm>
    </AccountSection>
  );
}
