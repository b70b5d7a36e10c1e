import { ActionIcon, Menu, VisuallyHidden } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';

/** The header of the rows' '⋮' column: as narrow as the button, its name for screen readers only. */
export const ROW_ACTIONS_COLUMN: Column = { label: <VisuallyHidden>Ações</VisuallyHidden>, w: 44 };

/** A table row's actions in one '⋮' menu, so the table fits a laptop's and a tablet's width. */
export function RowActions({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} loading={busy}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
