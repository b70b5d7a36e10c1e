import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { ListStates, type ListStatesProps } from '@ma/app-kit/list-states';

/** A list shown as a table: the list's states (ListStates) around a DataTable of one `row` per item. */
export function ListTable<T>({
  row,
  minWidth,
  columns,
  verticalSpacing,
  fz,
  highlightOnHover,
  ...states
}: Omit<ListStatesProps<T>, 'children'> &
  Omit<DataTableProps, 'children'> & {
    /** An item's row (`Table.Tr`, with its key). */
    row: (item: T) => ReactNode;
  }) {
  return (
    <ListStates {...states}>
      {(items) => (
        <DataTable minWidth={minWidth} columns={columns} verticalSpacing={verticalSpacing} fz={fz} highlightOnHover={highlightOnHover}>
          {items.map(row)}
        </DataTable>
      )}
    </ListStates>
  );
}
