import { isApiError } from '@ma/api-client';
import { Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/load-error.tsx';
import { BackToScripts } from './ugc-script-page.tsx';
import { PageColumn } from '../../../components/page-column.tsx';

/**
 * The script page when its script cannot be read: one that does not exist (or is another
 * creator's: the API answers the same 404) reads as not found; any other failure offers a retry.
 */
export function UgcScriptError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <PageColumn maw={880}>
      <BackToScripts />
      {notFound ? (
        <Stack gap="xs" align="flex-start">
          <Text fz={48} fw={800} c="violet" lh={1}>
            404
          </Text>
          <Title order={1} fz={24}>
            Roteiro não encontrado
          </Title>
          <Text c="dimmed">Este roteiro não existe ou não é seu. Veja seus roteiros ou crie um novo.</Text>
        </Stack>
      ) : (
        <LoadError title="Não foi possível carregar o roteiro" error={error} onRetry={onRetry} />
      )}
    </PageColumn>
  );
}
