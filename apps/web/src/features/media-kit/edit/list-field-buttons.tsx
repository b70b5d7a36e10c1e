import { ActionIcon, Button } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** The trash button at the end of a row. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" mt={2} aria-label={label} onClick={onClick}>
      <IconTrash size={18} />
    </ActionIcon>
  );
}

/** 'Adicionar …' under a list, off once the list is full. */
export function AddRowButton({ children, full, onClick }: { children: string; full: boolean; onClick: () => void }) {
  return (
    <Button variant="light" radius="xl" size="sm" leftSection={<IconPlus size={16} />} disabled={full} onClick={onClick}>
      {children}
    </Button>
  );
}
