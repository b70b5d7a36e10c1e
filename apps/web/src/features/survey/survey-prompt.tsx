import { accountInfoQueryOptions, accountKeys } from '@ma/api-client/query';
import { dismissNpsMutationOptions, sendNpsMutationOptions } from '@ma/api-client/query/mutations';
import { toast } from '@ma/ui/toasts';
import { Box } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { SurveyCard } from './survey-card.tsx';

/**
 * Shown above the page while the account info says `view.nps` (docs/product/accounts-and-levels.md). Not a
 * modal: nothing of the page is covered, and closing it means "not now" (asked again later).
 * Either way the account info is refetched, and the prompt goes away with it.
 */
export function SurveyPrompt() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshAccount = () => queryClient.invalidateQueries({ queryKey: accountKeys.all });
  const submit = useMutation({
    ...sendNpsMutationOptions(api),
    meta: { errorTitle: 'Não foi possível enviar sua avaliação.' },
    onSuccess: async () => {
      toast.success({ title: 'Obrigado pela sua avaliação!', message: 'Ela ajuda a Mais Alcance a melhorar.' });
      await refreshAccount();
    },
  });
  const dismiss = useMutation({
    ...dismissNpsMutationOptions(api),
    meta: { errorTitle: 'Não foi possível fechar a pesquisa.' },
    onSuccess: refreshAccount,
  });

  return (
    <Box px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} maw={880} w="100%" mx="auto">
      <SurveyCard
        onSubmit={(answer) => submit.mutate(answer)}
        onDismiss={() => dismiss.mutate()}
        submitting={submit.isPending}
        dismissing={dismiss.isPending}
      />
    </Box>
  );
}

/** The prompt while the account info says it is due; the private layout's route puts it above every page. */
export function DueSurveyPrompt() {
  const api = useApi();
  // Not suspended: the layout around it draws before the account answers.
  const { data: account } = useQuery(accountInfoQueryOptions(api));
  return account?.view.nps ? <SurveyPrompt /> : null;
}
