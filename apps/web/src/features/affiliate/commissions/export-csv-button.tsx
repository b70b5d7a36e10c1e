import { commissionsCsvMutationOptions } from '@ma/api-client/query/affiliate-mutations';
import { affiliateMessages, commissionsCsvFilename } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { saveTextFile } from '../../../lib/save-text-file.ts';

const BOM = '\uFEFF';

/**
 * 'Exportar CSV': the month's commissions as the API writes them for pt-BR spreadsheets. The
 * browser's text decoding drops the BOM the API sends, and Excel needs it to read the accents,
 * so it is put back. A failure is toasted by the app (lib/query-client.ts).
 */
export function ExportCsvButton({ year, month }: { year: number; month: number }) {
  const exportCsv = useMutation({
    ...commissionsCsvMutationOptions(useApi()),
    meta: { errorTitle: 'Não foi possível exportar as comissões.' },
    onSuccess: (csv, query) => {
      saveTextFile(csv.startsWith(BOM) ? csv : BOM + csv, commissionsCsvFilename(Number(query.year), Number(query.month)), 'text/csv;charset=utf-8');
      toast.success(affiliateMessages.csvDownloaded);
    },
  });
  return (
    <Button
      variant="secondary"
      leftSection={<IconDownload size={18} aria-hidden />}
      loading={exportCsv.isPending}
      onClick={() => exportCsv.mutate({ year, month })}
    >
      Exportar CSV
    </Button>
  );
}
