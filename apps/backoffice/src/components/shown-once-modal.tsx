import { Button } from '@ma/ui/button';
import { Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyField } from '@ma/ui/copy-field';

/** A secret or link the server shows only once: open while there is one, with what to do with it, the copy button and 'Pronto'. */
export function ShownOnceModal({
  title,
  value,
  label,
  copyLabel,
  onClose,
  children,
}: {
  title: string | undefined;
  /** The secret or link; the dialog is closed while it is undefined. */
  value: string | undefined;
  /** The value's label, e.g. 'Segredo'. */
  label: string;
  copyLabel: string;
  onClose: () => void;
  /** Where to send it and that it shows only now. */
  children: ReactNode;
}) {
  return (
    <Modal opened={value !== undefined} onClose={onClose} title={title}>
      {value !== undefined && (
        <Stack>
          <Text size="sm">{children}</Text>
          <CopyField label={label} value={value} copyLabel={copyLabel} />
          <Button onClick={onClose}>Pronto</Button>
        </Stack>
      )}
    </Modal>
  );
}
