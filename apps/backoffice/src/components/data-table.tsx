import { Table, type TableProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A header cell: its text, or its content with the cell's props (width, alignment). */
export type Column = string | ({ label: ReactNode } & Omit<TableThProps, 'children'>);

export interface DataTableProps {
  /** Below this width (px) the table scrolls instead of squeezing its columns. */
  minWidth: number;
  columns: Column[];
  /** @default 'sm' */
  verticalSpacing?: TableProps['verticalSpacing'];
  /** The cells' font size, 'sm' in the denser tables of a creator's page. */
  fz?: TableProps['fz'];
  highlightOnHover?: boolean;
  /** The body's rows (`Table.Tr`). */
  children: ReactNode;
}

/** The back office's table: a header row of `columns` and the body's rows, scrolling sideways below `minWidth`. */
export function DataTable({ minWidth, columns, verticalSpacing = 'sm', fz, highlightOnHover, children }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={verticalSpacing} fz={fz} highlightOnHover={highlightOnHover}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => {
              const { label, ...props } = typeof column === 'string' ? { label: column } : column;
              return (
                <Table.Th key={index} {...props}>
                  {label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
