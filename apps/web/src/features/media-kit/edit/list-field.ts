/** The edits of a field that is a list of rows (rate card, highlights): one way for each. */
export function listEdits<T>(rows: T[], onChange: (rows: T[]) => void) {
  return {
    update: (index: number, change: Partial<T>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row))),
    remove: (index: number) => onChange(rows.filter((_, i) => i !== index)),
    add: (row: T) => onChange([...rows, row]),
  };
}
