import { PRIVACY_POLICY_LABEL } from '@ma/domain';
import { exportAccountDataMutationOptions } from '@ma/api-client/query/account-settings';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { failureMessage } from '../../lib/error-message.ts';
import { saveTextFile } from '../../lib/save-text-file.ts';
import { useApi } from '../../lib/use-api.ts';
import { useReauth } from '../../components/reauth/use-reauth.tsx';
import { ReauthCancelled } from '../../lib/reauth-proof.ts';
import { AccountSection } from './account-section.tsx';
import { exportFileName } from './export-file-name.ts';

export const EXPORT_FAILED = 'Não foi possível baixar seus dados.';

/** 'Seus dados': everything the server keeps about the creator, as the JSON file it writes. */
export function ExportData() {
  const reauth = useReauth();
  const exportData = exportAccountDataMutationOptions(useApi());
  const download = useMutation({
    // The file holds the CPF and the PIX key whole: 'Confirme que é você' first (docs/decisions/025-re-authentication.md).
    mutationFn: () => reauth.run((proof) => exportData.mutationFn({ proof })),
    meta: { errorToast: false },
    onSuccess: async (file) => {
      saveTextFile(await file.text(), exportFileName(new Date()), 'application/json');
      toast.success('Arquivo com seus dados baixado.');
    },
    onError: (error) => error instanceof ReauthCancelled || toast.error({ title: EXPORT_FAILED, message: failureMessage(error) }),
  });

  return (
    <AccountSection title="Seus dados" description="Baixe uma cópia de tudo o que guardamos sobre você, num arquivo JSON.">
      <Stack gap="md" align="flex-start">
        <Text size="sm">
          Conta, mídia kit, redes conectadas (sem as chaves de acesso), estatísticas, candidaturas, créditos, afiliação e comissões, respostas da
          pesquisa de satisfação e o histórico da Aira. Saiba como usamos seus dados na{' '}
          <Anchor component={Link} to="/privacy-policy" size="sm" fw={600}>
            {PRIVACY_POLICY_LABEL}
          </Anchor>
          .
        </Text>
        <Button
          variant="secondary"
          leftSection={<IconDownload size={18} aria-hidden />}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparando arquivo...' : 'Baixar meus dados'}
        </Button>
      </Stack>
      {reauth.dialog}
    </AccountSection>
  );
}
