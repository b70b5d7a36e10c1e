import type { UgcScript } from '@ma/api-client/schemas';
import { airaMessages, ugcScriptFilename, ugcScriptText } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { Button, Group } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { saveTextFile } from '../../../lib/save-text-file.ts';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast.ts';

/** 'Copiar roteiro' and 'Exportar .txt': the same plain text (@ma/domain's ugcScriptText), to the clipboard or a file. */
export function ScriptActions({ script }: { script: UgcScript }) {
  const copy = useCopyWithToast({ copied: airaMessages.scriptCopied, failed: airaMessages.copyFailed });
  const exportText = () => {
    saveTextFile(ugcScriptText(script), ugcScriptFilename(script.title), 'text/plain;charset=utf-8');
    toast.success(airaMessages.scriptExported);
  };
  return (
    <Group gap="xs">
      <Button variant="light" radius="xl" leftSection={<IconCopy size={18} aria-hidden />} onClick={() => copy(ugcScriptText(script))}>
        Copiar roteiro
      </Button>
      <Button variant="default" radius="xl" leftSection={<IconDownload size={18} aria-hidden />} onClick={exportText}>
        Exportar .txt
      </Button>
    </Group>
  );
}
