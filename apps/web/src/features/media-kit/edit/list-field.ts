/** What the kit editor gives a list field: its rows, their change, and the message at one place ('rates.1.priceCents'). */
export interface ListFieldProps<T> {
  value: T[];
  onChange: (rows: T[]) => void;
  errorAt: (path: string) => string | undefined;
}

/** The edits of a field that is a list of rows (rate card, highlights): one way for each. */
export function listEdits<T>(rows: T[], onChange: (rows: T[]) => void) {
  return {
    update: (index: number, change: Partial<T>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row))),
    remove: (index: number) => onChange(rows.filter((_, i) => i !== index)),
    add: (row: T) => onChange([...rows, row]),
  };
}
